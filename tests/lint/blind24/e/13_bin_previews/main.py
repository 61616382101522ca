import numpy as np

from ingest import read_media
from tonemap import filmic_preview


def main():
    rng = np.random.default_rng(0)
    bin_items = ["A001.mov", "A002.exr", "A003.dpx", "A004.mov", "VFX_010.exr", "A005.dpx"]
    for path in bin_items:
        img = read_media(path, rng)
        thumb = filmic_preview(img)
        print(path, img.dtype, round(float(thumb.mean()), 3))


if __name__ == "__main__":
    main()
