# DYC website: the production server (Fastify + Astro's middleware handler) and the prerendered site.
# Not built on the development machines (they have no Docker engine): see README, "Deploying at scale".
#
#   docker build --build-arg DYC_SITE_URL=https://discoveryourcolor.example -t dyc-website .
#   docker run -d --restart=unless-stopped -p 4321:4321 -e DYC_PUBLIC_ORIGIN=https://discoveryourcolor.example dyc-website
#
# Node 24 comes from the base image. The server's TypeScript runs on Node's type stripping, which
# needs Node >= 22.18 (or 23.6); Astro itself needs >= 22.12.

# ---- build: every dependency, then `npm run build` (site settings are read here, at build time) ----
FROM node:24-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY scripts/observatory-postinstall.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
ARG DYC_SITE_URL
ARG DYC_CONTACT_EMAIL
ARG DYC_OPERATOR_APP_URL
ARG DYC_NEWSLETTER_URL
ARG DYC_SOCIAL_PROFESSIONAL_URL
ARG DYC_SOCIAL_PHOTO_URL
ARG DYC_SOCIAL_X_URL
ARG DYC_API_BASE_URL
ARG DYC_EFFECTS_VIDEO_BASE_URL
ARG DYC_QUIZ_PRODUCT_NAME
ARG DYC_TESTING_LAB_NAME
RUN npm run build

# ---- runtime: production dependencies, the build and the server; nothing else ----
FROM node:24-slim AS runtime
# tini runs as PID 1 and the server as its child: tini passes signals on and exits when the server does, and a
# process that is not PID 1 can be killed from inside the container (the health check below relies on it).
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The site address the build used is also the public origin of every absolute URL the server writes.
ARG DYC_SITE_URL
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 LOG_LEVEL=info DYC_SITE_URL=$DYC_SITE_URL
COPY package.json package-lock.json ./
# No runtime dependency needs an install script (sharp ships prebuilt binaries as packages).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The server and every source file it imports, and nothing else: tests/e2e/server.spec.ts starts the server
# from exactly these paths, so a new import fails there and not in a deploy.
COPY server ./server
COPY src/lib/quiz ./src/lib/quiz
COPY src/lib/age/ageAffirmation.ts ./src/lib/age/ageAffirmation.ts
COPY src/lib/navigation/isCurrentPath.ts ./src/lib/navigation/isCurrentPath.ts
COPY src/i18n/locales.ts ./src/i18n/locales.ts
COPY src/consts.ts ./src/consts.ts
COPY src/lib/design/tokens.ts ./src/lib/design/tokens.ts
# The COA pre-check's no-JavaScript answer is read by the same code in a worker thread (server/coaCheckPool.ts).
COPY src/lib/coa ./src/lib/coa
# The store API checks count events, joins and date ranges with the code the pages use (server/stores/); its
# migrations are under server/db/, copied with server/.
COPY src/lib/stores ./src/lib/stores
COPY src/lib/embed ./src/lib/embed
# The stores' SQLite database (server/db/): a volume, so counts outlive the container. With DATABASE_URL set,
# PostgreSQL holds them instead and the volume stays empty.
ENV DYC_DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4321
# Three failed checks in a row (30 s) end the server, even one whose event loop is stuck: the container exits and
# its restart policy starts a fresh one (run it with --restart=unless-stopped; Docker never restarts a container
# for being unhealthy). See server/healthcheck.ts.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 CMD ["node", "server/healthcheck.ts"]
# SIGTERM (docker stop) lets in-flight requests finish before the process exits.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/main.ts"]
