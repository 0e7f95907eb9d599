#!/usr/bin/env bash
# npm run test:image: builds the product's image on the local Node base (build-base-image.sh) with
# podman, then runs it as ops would and checks it:
#   1. embedded database (PGlite) on a named volume at /data, as the unprivileged user of the image:
#      /healthz, the image's own HEALTHCHECK (podman healthcheck run), sign-in and a change through
#      the API, SIGTERM (podman stop) ends it with exit code 0 and the clean-shutdown line;
#   2. the same container started again, and a new container on the same volume: the change and
#      the earlier session are still there;
#   3. on the local PostgreSQL by DATABASE_URL (a fresh database, dropped afterwards).
# Podman's storage is kept in $IMAGE_CACHE_DIR/podman as a layer cache; the containers and the
# volume of the run are removed at the end.
# Needs root, podman, runc, debootstrap (DESIGN.md §8) and PostgreSQL at 127.0.0.1:5432 (trust).
set -euo pipefail
# Under pipefail a `grep -q` that stops reading early fails the command writing to it: greps here read all their input.
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$here/lib.sh"

PG_ADMIN_URL="${IMAGE_TEST_PG_URL:-postgres://postgres@127.0.0.1:5432}"
IMAGE="localhost/agency-backoffice:test"
CLEAN_SHUTDOWN_LINE='database closed; bye'
export ADMIN_USERNAME=admin ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD="image-test-$RANDOM-$RANDOM"

work="$(mktemp -d -t image-test.XXXXXX)"
run_id="$(basename "$work" | tr -dc 'a-z0-9' | tr 'A-Z' 'a-z')"
database="image_test_$run_id"
database_created=false
containers=()
started_at=$SECONDS
timings=()
current_step=""
step_started=$SECONDS
step() {
  if [ -n "${current_step:-}" ]; then timings+=("$(printf '%5ss  %s' $((SECONDS - step_started)) "$current_step")"); fi
  current_step="$1"; step_started=$SECONDS; log "$1"
}

cleanup() {
  local status=$?
  set +e
  if [ "$status" != 0 ]; then step "failed"; printf '%s\n' "${timings[@]}" >&2; fi
  for name in "${containers[@]}"; do podman rm --force --time 0 "$name" >/dev/null 2>&1; done
  podman volume rm --force "app-data-$run_id" >/dev/null 2>&1
  # The layer cache stays, but untagged images made over a week ago go (the next build makes again what it needs).
  podman image prune --force --filter until=168h >/dev/null 2>&1
  rm -rf "$work"
  if $database_created; then psql -q "$PG_ADMIN_URL/postgres" -c "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1; fi
  exit $status
}
trap cleanup EXIT INT TERM

use_podman_in "$IMAGE_CACHE_DIR/podman"

# podman without systemd complains on stderr about health check timers at every run, start and
# stop (the check is run on demand instead): its stderr is shown only when the command fails.
podman_quiet() { podman "$@" 2>"$work/podman.err" || { cat "$work/podman.err" >&2; return 1; }; }

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# Runs the image in the background on host networking; $1 name, $2 port, then podman run options.
start_container() {
  local name="$1" port="$2"; shift 2
  containers+=("$name")
  podman_quiet run --detach --name "$name" --network host --env PORT="$port" --env HOST=127.0.0.1 \
    --env ADMIN_USERNAME --env ADMIN_EMAIL --env ADMIN_PASSWORD "$@" "$IMAGE" >/dev/null
}

# Waits until /healthz answers, or fails with the container's log.
wait_healthy() {
  local name="$1" port="$2"
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null; then return 0; fi
    if [ "$(podman inspect --format '{{.State.Running}}' "$name")" != "true" ]; then break; fi
    sleep 0.5
  done
  podman logs "$name" >&2 || true
  echo "FAIL: $name did not answer /healthz" >&2
  exit 1
}

# The image's own health command, judged as the image asks (--retries=3): failing three runs in a row.
check_health_command() {
  local attempt
  for attempt in 1 2 3; do
    podman healthcheck run "$1" >/dev/null && break
    [ "$attempt" = 3 ] && { echo "FAIL: the image's HEALTHCHECK failed three times in a row in $1" >&2; exit 1; }
    echo "the image's HEALTHCHECK failed once in $1 (attempt $attempt of 3)"
  done
  echo "HEALTHCHECK: $(podman inspect --format '{{.State.Health.Status}}' "$1")"
}

check_non_root() {
  local uid; uid="$(podman exec "$1" id -u)"
  [ "$uid" != 0 ] || { echo "FAIL: $1 runs as root" >&2; exit 1; }
  echo "runs as $(podman exec "$1" id -un) (uid $uid)"
}

# podman stop sends the image's STOPSIGNAL (SIGTERM); the app must end by itself, cleanly.
stop_cleanly() {
  local name="$1" code
  podman_quiet stop --time 30 "$name" >/dev/null
  code="$(podman inspect --format '{{.State.ExitCode}}' "$name")"
  if [ "$code" != 0 ] || ! podman logs "$name" 2>&1 | grep -F "$CLEAN_SHUTDOWN_LINE" >/dev/null; then
    podman logs "$name" >&2 || true
    echo "FAIL: $name did not shut down cleanly on SIGTERM (exit code $code)" >&2
    exit 1
  fi
  echo "SIGTERM: exit code 0, \"$CLEAN_SHUTDOWN_LINE\" in the log"
}

step "local Node base image"
base_image="$("$here/build-base-image.sh")"
echo "base: $base_image"

step "building the image (podman build --format docker)"
# npm ci inside the build uses the host's npm cache before the network, and trusts the certificate
# authorities the host's npm trusts (a proxy's own, on some networks: without it every request
# fails and is retried for minutes); the Dockerfile itself stays generic.
printf 'prefer-offline=true\n' >"$work/npmrc"
build_volumes=(--volume "$(npm config get cache):/root/.npm" --volume "$work/npmrc:/root/.npmrc:ro")
npm_cafile="$(npm config get cafile)"
if [ -f "$npm_cafile" ]; then
  printf 'cafile=/etc/host-npm-ca.crt\n' >>"$work/npmrc"
  build_volumes+=(--volume "$npm_cafile:/etc/host-npm-ca.crt:ro")
fi
podman build --layers --format docker --network host "${build_volumes[@]}" \
  --build-arg NODE_IMAGE="$base_image" -t "$IMAGE" "$root" >"$work/build.log" 2>&1 \
  || { tail -n 60 "$work/build.log" >&2; echo "FAIL: the image did not build" >&2; exit 1; }
size_bytes="$(podman image inspect --format '{{.Size}}' "$IMAGE")"
image_size="$((size_bytes / 1000000)) MB"
echo "image size: $image_size ($size_bytes bytes)"
podman image inspect --format '{{json .Config.Healthcheck}}' "$IMAGE" | grep healthz >/dev/null || { echo "FAIL: the image has no HEALTHCHECK" >&2; exit 1; }

step "embedded database on a volume: health, sign-in, a change, SIGTERM"
port="$(free_port)"
start_container "app-$run_id" "$port" --volume "app-data-$run_id:/data"
wait_healthy "app-$run_id" "$port"
check_non_root "app-$run_id"
check_health_command "app-$run_id"
node "$here/api-check.mjs" change "http://127.0.0.1:$port" "$work/state.json"
stop_cleanly "app-$run_id"

step "the container started again: the change is still there"
podman_quiet start "app-$run_id" >/dev/null
wait_healthy "app-$run_id" "$port"
node "$here/api-check.mjs" verify "http://127.0.0.1:$port" "$work/state.json"
stop_cleanly "app-$run_id"

step "a new container on the same volume: the change is still there"
port="$(free_port)"
start_container "app2-$run_id" "$port" --volume "app-data-$run_id:/data"
wait_healthy "app2-$run_id" "$port"
node "$here/api-check.mjs" verify "http://127.0.0.1:$port" "$work/state.json"
stop_cleanly "app2-$run_id"

step "PostgreSQL by DATABASE_URL (database $database)"
psql -q "$PG_ADMIN_URL/postgres" -c "CREATE DATABASE \"$database\"" >/dev/null
database_created=true
port="$(free_port)"
start_container "app-pg-$run_id" "$port" --env DATABASE_URL="$PG_ADMIN_URL/$database"
wait_healthy "app-pg-$run_id" "$port"
podman logs "app-pg-$run_id" 2>&1 | grep -F '"api":"postgres' >/dev/null || { podman logs "app-pg-$run_id" >&2; echo "FAIL: not on PostgreSQL" >&2; exit 1; }
check_health_command "app-pg-$run_id"
node "$here/api-check.mjs" change "http://127.0.0.1:$port" "$work/state-pg.json"
stop_cleanly "app-pg-$run_id"
podman_quiet rm "app-pg-$run_id" >/dev/null
port="$(free_port)"
start_container "app-pg2-$run_id" "$port" --env DATABASE_URL="$PG_ADMIN_URL/$database"
wait_healthy "app-pg2-$run_id" "$port"
node "$here/api-check.mjs" verify "http://127.0.0.1:$port" "$work/state-pg.json"
stop_cleanly "app-pg2-$run_id"

step "done"
echo
echo "test:image passed in $((SECONDS - started_at))s; image $IMAGE: $image_size"
printf '%s\n' "${timings[@]}"
