# syntax=docker/dockerfile:1
# The Node base image is an argument: the official image by default; `npm run test:image` builds
# the same on a local base made without any image registry (scripts/image/build-base-image.sh:
# Debian bookworm minbase plus the official Node 24 binary and npm, with a `node` user, uid 1000).
ARG NODE_IMAGE=node:24-bookworm-slim

# Dependencies depend on the lockfile alone: a builder with a layer cache installs them again only
# when package.json or package-lock.json change.
FROM ${NODE_IMAGE} AS all-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# Build stage: the production build from the sources.
FROM all-dependencies AS build
COPY . .
RUN npm run build

# Runtime stage: the build output and production dependencies, as an unprivileged user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies --chown=node:node /app/package.json ./
COPY --from=production-dependencies --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Needs Docker's image format (podman/buildah: --format docker), or the health check is dropped.
# The check starts a Node process and asks /healthz: on a busy 2-core host it took over 3 s.
HEALTHCHECK --interval=30s --timeout=10s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: in-flight requests finish, the database closes, exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/index.js"]
