# syntax=docker/dockerfile:1
# The reference API as a service (Fastify on PORT, PostgreSQL from DATABASE_URL). The same image is
# the operators' tool: the compose "ops" service runs `npm run deploy -- <verb>` in it.

FROM node:20.20-bookworm-slim
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund
# TRUST_PROXY (the web server's address; compose.yaml sets it) is left unset here: without it the API
# ignores X-Forwarded-* and counts its limits per socket address.
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
EXPOSE 8080
CMD ["npm", "start", "-w", "@tcm/api"]
