# syntax=docker/dockerfile:1
# The whole app in one image: one Node process serving the web app, GraphQL and REST, from compiled files.
#   build      all dependencies; `npm run build` compiles the web app (web/dist, production bundle,
#              precompressed) and the API (api/dist: JavaScript and source maps, no TypeScript at run time)
#   prod-deps  the API's production dependencies only (no web packages: web/dist is static; no dev tools)
#   runtime    node on api/dist, as the unprivileged `node` user, with a health check on /readyz
# Size: see "Build and run in production" in README.md.

FROM node:20-bookworm-slim AS base
WORKDIR /app
# argon2 ships prebuilt binaries; the toolchain is only used if npm has to compile it (another CPU or libc).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json

FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

FROM base AS prod-deps
RUN npm ci --omit=dev --workspace api

FROM node:20-bookworm-slim AS runtime
# tini as PID 1: forwards SIGTERM to node and reaps orphans (the embedded PostgreSQL's, when DATABASE_URL is unset).
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    SEED_ON_EMPTY=true \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=prod-deps /app/package.json ./package.json
COPY --from=prod-deps /app/node_modules ./node_modules
# api/package.json ("type": "module") and api/node_modules, if npm had to nest a version there.
COPY --from=prod-deps /app/api ./api
COPY --from=build /app/api/dist ./api/dist
# The data files the server reads at run time (curated companies, corporate history, demo seed tables), beside api/dist.
COPY --from=build /app/api/data ./api/data
COPY --from=build /app/web/dist ./web/dist
# Code and packages stay root-owned (read-only to the app); only DATA_DIR (embedded PostgreSQL, when
# DATABASE_URL is unset) is the app's. Mount a volume there to keep that database.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "api/dist/main.js"]
