# syntax=docker/dockerfile:1
# Multi-stage image: build with dev dependencies, run with production ones as a non-root user.
# Runs the web role; run the worker with: docker run IMAGE node --max-semi-space-size=16 --heap-growing-percent=30 server/index.js --role=worker
# Both roles need DATABASE_URL (no embedded database in containers).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY scripts/compact-prisma-graph.js scripts/compact-prisma-graph.js
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx react-router build && npm prune --omit=dev --ignore-scripts

FROM node:24-bookworm-slim AS runtime
# At most two malloc arenas per process: less memory kept by glibc after V8's background compilations (ADR 053).
ENV NODE_ENV=production PORT=3000 MALLOC_ARENA_MAX=2
WORKDIR /app
RUN groupadd --system bhadaa && useradd --system --gid bhadaa --home /app bhadaa
COPY --from=build --chown=bhadaa:bhadaa /app/package.json ./
COPY --from=build --chown=bhadaa:bhadaa /app/node_modules ./node_modules
COPY --from=build --chown=bhadaa:bhadaa /app/app/generated ./app/generated
COPY --from=build --chown=bhadaa:bhadaa /app/build ./build
COPY --from=build --chown=bhadaa:bhadaa /app/server ./server
COPY --from=build --chown=bhadaa:bhadaa /app/prisma ./prisma
USER bhadaa
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A 16 MB young generation: the default (up to 128 MB on a large machine) fills under load (ADR 036);
# the old generation grows by 30 % of its live size between full collections (ADR 040, 063).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=30", "server/index.js", "--role=web"]
