#!/usr/bin/env bash
# Regenerates the design system's sheets shown in README.md (run from the repository root after `swift build`).
set -euo pipefail
plumb=${PLUMB:-.build/debug/plumb}
cd "$(dirname "$0")"
root=../../..
"$root/$plumb" sheet button.yaml --width fit --category l,ax3 --scale 2 --sheet-background transparent --rows spec --columns category \
  --title "Button set" --caption "Six stories of one button component, at Large and AX3, drawn at @2x on a transparent background" \
  -o "$root/docs/images/design-system-buttons.png"
"$root/$plumb" sheet list.yaml chips.yaml card.yaml banner.yaml --width 375 --category l,ax3 --scale 2 --sheet-background transparent \
  --rows spec --columns category --title "Components" \
  --caption "A list row used five times, chips, a card and a banner, from one components file" \
  -o "$root/docs/images/design-system-components.png"
