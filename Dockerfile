# syntax=docker/dockerfile:1
# One image for every Gleaner process: `produce`, `work` and `dashboard` are arguments to the same
# entrypoint. There is no compile step: bin/gleaner.mjs runs the TypeScript sources through tsx,
# which is a production dependency.

# Node 20 LTS on Debian 12, the platform the project is tested on (package.json engines: >=20.19).
ARG NODE_IMAGE=node:20-bookworm-slim

# --- deps: production node_modules only --------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=dev drops vitest/biome/etc. Do NOT add --omit=optional: pdf.js needs @napi-rs/canvas (an
# optional dependency with a prebuilt binary) for its DOMMatrix polyfill even to read text.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime --------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# Parse children start through /bin/sh (`ulimit -d`, GLEANER_MEMORY_MB) because Node's heap limit
# does not cap Buffer memory; util-linux (prlimit) is Essential in Debian and listed so the image
# keeps it for operators. tini reaps the parse children and forwards SIGTERM, so the worker's
# drain (GLEANER_DRAIN_MS) starts on the first signal.
# tesseract-ocr and its English model: OCR of scanned pages, about twice as fast as the
# tesseract.js fallback that npm installs (shared/extract/pdf/ocr; GLEANER_OCR=off turns OCR off).
RUN apt-get update \
  && apt-get install -y --no-install-recommends util-linux tini tesseract-ocr tesseract-ocr-eng \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Sidecar receipts name the commit; there is no .git in the image. Build with --build-arg GIT_SHA=$(git rev-parse HEAD).
ARG GIT_SHA=""
ENV NODE_ENV=production \
    GLEANER_GIT_SHA=${GIT_SHA} \
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY bin ./bin
COPY cli ./cli
COPY shared ./shared
COPY producer ./producer
COPY workers ./workers
COPY dashboard ./dashboard
COPY infra/healthcheck.mjs ./infra/healthcheck.mjs
# Numeric, non-root user (the `node` user of the base image): Kubernetes' runAsNonRoot can only
# verify a numeric USER. The app files stay owned by root, so the process cannot rewrite its code.
USER 1000:1000
EXPOSE 9464
# Workers answer /healthz on GLEANER_METRICS_PORT; for processes without that endpoint the script
# exits 0 (see infra/healthcheck.mjs). Compose overrides it per service.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "infra/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--", "node", "bin/gleaner.mjs"]
CMD ["--help"]
