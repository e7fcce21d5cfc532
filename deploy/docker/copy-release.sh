#!/bin/sh
# Copies the releases baked into an image (<src>/<app>/<version>/) into the shared release store.
# A version already in the store is left alone: releases are immutable, and it may be live.
# Each copy lands under a temp name and is renamed into place, so nginx never serves half of one.
set -eu
src=$1
dst=$2
for app_dir in "$src"/*/; do
  app=$(basename "$app_dir")
  for version_dir in "$app_dir"*/; do
    [ -d "$version_dir" ] || continue
    version=$(basename "$version_dir")
    target="$dst/$app/$version"
    if [ -f "$target/.release.json" ]; then
      echo "$app $version: already in the store"
      continue
    fi
    mkdir -p "$dst/$app"
    rm -rf "$target"
    tmp="$dst/$app/.tmp-$version-$$"
    cp -a "$version_dir" "$tmp"
    mv "$tmp" "$target"
    echo "$app $version: copied into the store"
  done
done
