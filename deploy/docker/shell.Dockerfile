# syntax=docker/dockerfile:1
# The web front: Debian's nginx (the same package the tests start) with deploy/nginx.conf, serving
# the release store volume at /srv/release-store. The image also carries the shell release it was
# built from and copies it into the store on start; what is LIVE is decided only by the pointer
# (npm run deploy -- promote shell <version> --env production, through the ops service).
#
#   docker build -f deploy/docker/shell.Dockerfile --build-arg BUILD_ID=$(git rev-parse --short HEAD) .

FROM node:20.20-bookworm-slim AS build
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund
# Empty BUILD_ID: the version's build id is the source hash (build-config/appVersion.ts).
ARG BUILD_ID=""
# Builds the shell with its public path /shell/<version>/ and stores it as a release.
RUN BUILD_ID="$BUILD_ID" npm run deploy -- publish shell --store /release-store

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/docker/copy-release.sh /usr/local/bin/copy-release
COPY --from=build /release-store /opt/release
EXPOSE 80
CMD ["sh", "-c", "sh /usr/local/bin/copy-release /opt/release /srv/release-store && exec nginx -g 'daemon off;'"]
