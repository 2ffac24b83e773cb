# Multi-stage build of the whole product: one image serves the SPA, the API and (without OIDC_ISSUER)
# the embedded development IdP.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@11.28.10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build && pnpm --filter @cd/api deploy --legacy --prod /out/api

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/web API_HEAP_MB=320
WORKDIR /app
COPY --from=build /out/api /app/api
COPY --from=build /app/apps/web/dist /app/web
USER node
EXPOSE 3000
# The API's heap cap, as scripts/lib/api-heap.mjs applies it to `pnpm start` (docs/decisions/073).
CMD ["sh", "-c", "if [ \"$API_HEAP_MB\" = off ]; then exec node api/dist/server.js; else exec node --max-old-space-size=\"$API_HEAP_MB\" api/dist/server.js; fi"]
