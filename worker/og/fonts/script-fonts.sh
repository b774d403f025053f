#!/bin/sh
# Makes client/public/og-fonts (README.md, "Fonts of other scripts") from Debian's Noto packages:
#   apt-get install fonts-noto-core fonts-noto-cjk python3-fonttools
# The script fonts are copied whole; Noto Sans CJK is cut to the common characters of its languages.
set -eu
OUT="$(dirname "$0")/../../../client/public/og-fonts"
CORE=/usr/share/fonts/truetype/noto
CJK=/usr/share/fonts/opentype/noto
mkdir -p "$OUT"
for script in Arabic Hebrew Devanagari Thai Georgian; do
  for weight in Regular Bold; do cp "$CORE/NotoSans$script-$weight.ttf" "$OUT/"; done
done
# The most used characters of each CJK language, as the national standards rank them: GB 2312 level 1
# (3,755 hanzi), JIS X 0208 level 1 (2,965 kanji), KS X 1001's 2,350 hangul syllables; with kana, CJK
# punctuation, compatibility jamo, full-width forms and ASCII.
/usr/bin/python3 - "$OUT/cjk-text.txt" <<'PY'
import sys
def rows(codec, first, last):
    for hi in range(first, last + 1):
        for lo in range(0xA1, 0xFF):
            try:
                yield bytes([hi, lo]).decode(codec)
            except UnicodeDecodeError:
                pass
chars = set(rows("gb2312", 0xB0, 0xD7)) | set(rows("euc_jp", 0xB0, 0xCF)) | set(rows("euc_kr", 0xB0, 0xC8))
ranges = [(0x20, 0x7E), (0x3000, 0x303F), (0x3040, 0x30FF), (0x3130, 0x318F), (0x31F0, 0x31FF), (0xFF01, 0xFF9F), (0x2010, 0x2027), (0x2030, 0x203A)]
chars |= {chr(c) for lo, hi in ranges for c in range(lo, hi + 1)}
open(sys.argv[1], "w", encoding="utf-8").write("".join(sorted(chars)))
PY
OPTS="--layout-features=* --name-IDs=* --name-languages=* --notdef-outline"
for weight in Regular Bold; do
  /usr/bin/python3 -m fontTools.subset "$CJK/NotoSansCJK-$weight.ttc" --font-number=2 --text-file="$OUT/cjk-text.txt" $OPTS \
    --output-file="$OUT/NotoSansCJKsc-$weight.otf"
done
rm "$OUT/cjk-text.txt"
