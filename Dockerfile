# Multi-stage build of the whole product: one image serves the SPA and the API against an external
# PostgreSQL (DATABASE_URL) and an external OpenID Provider (OIDC_*). The embedded PostgreSQL is a
# development dependency and is not in the image; without DATABASE_URL start-up stops saying so
# (docs/decisions/093). apps/api/src/test/deployment-files.test.ts holds this file to the product.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@11.28.10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build && pnpm --filter @cd/api deploy --legacy --prod /out/api

FROM node:24-bookworm-slim
# tini as PID 1: forwards SIGTERM/SIGINT to the server (which drains and exits cleanly) and reaps the
# children it forks (the demo seed), under `docker run`, compose and Kubernetes alike.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/web API_HEAP_MB=320 MALLOC_ARENA_MAX=2 SEED=none
WORKDIR /app
COPY --from=build /out/api /app/api
COPY --from=build /app/apps/web/dist /app/web
USER node
EXPOSE 3000
# Ready, not merely alive: database reachable, migrations applied, job queue running (decision 092).
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The API's heap cap, as scripts/lib/api-heap.mjs applies it to `pnpm start` (docs/decisions/073).
CMD ["sh", "-c", "if [ \"$API_HEAP_MB\" = off ]; then exec node api/dist/server.js; else exec node --max-old-space-size=\"$API_HEAP_MB\" api/dist/server.js; fi"]
