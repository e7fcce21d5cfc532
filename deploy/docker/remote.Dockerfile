# syntax=docker/dockerfile:1
# One remote as a static bundle: the build stage publishes it as a release; the image is a one-shot
# job that copies that release into the shared store volume and exits. Going live is a separate,
# deliberate step (npm run deploy -- promote <app> <version> --env production, via the ops service).
#
#   docker build -f deploy/docker/remote.Dockerfile --build-arg APP=clinic .

FROM node:20.20-bookworm-slim AS build
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund
ARG APP
ARG BUILD_ID=""
RUN test -n "$APP" || (echo "--build-arg APP=account|clinic|commerce|certification is required" >&2; exit 1)
RUN BUILD_ID="$BUILD_ID" npm run deploy -- publish "$APP" --store /release-store

FROM busybox:1.36
COPY deploy/docker/copy-release.sh /usr/local/bin/copy-release
COPY --from=build /release-store /opt/release
CMD ["sh", "/usr/local/bin/copy-release", "/opt/release", "/srv/release-store"]
