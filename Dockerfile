# syntax=docker/dockerfile:1
# CompetencyHub's API and web app in one image (not built in CI: there is no Docker on the CI machine;
# scripts/deploy-files.test.ts keeps it in step with deploy/). Decision 0078.
#   docker build -t competencyhub .
#   docker compose -f deploy/compose.yaml up     (PostgreSQL, two API processes, nginx)

# --- build: every dependency, dev ones included, to build the web app and bundle the API
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run -s build

# --- production dependencies of the API only (the bundle keeps them external: sharp and argon2 are native)
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund -w @competencyhub/api

# --- runtime: the bundle, the built web app, production node_modules; runs as the unprivileged `node`
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/competencyhub
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/competencyhub && chown node:node /var/lib/competencyhub
USER node
EXPOSE 3000
# Liveness only (no database): a database outage must not get healthy processes restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (decision 0076); compose's stop_grace_period leaves it the time to.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
