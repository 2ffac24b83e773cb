# Multi-stage build of the whole product: one image serves the SPA, the API and (without OIDC_ISSUER)
# the embedded development IdP.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@11.28.10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build && pnpm --filter @cd/api deploy --legacy --prod /out/api

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/web
WORKDIR /app
COPY --from=build /out/api /app/api
COPY --from=build /app/apps/web/dist /app/web
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.js"]
