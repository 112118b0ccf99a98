# syntax=docker/dockerfile:1
# Multi-stage image of the whole app: one Node process serving the web app, GraphQL and REST.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
RUN npm ci

FROM deps AS build
COPY . .
RUN node scripts/build-web-if-stale.mjs --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    SEED_ON_EMPTY=true
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api ./api
COPY --from=build /app/schema ./schema
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/package.json ./web/package.json
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--import", "tsx", "api/src/main.ts"]
