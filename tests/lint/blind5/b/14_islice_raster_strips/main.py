import numpy as np

from filters import ndvi_like_stats
from io_utils import scene_rows, strips

ROWS_PER_STRIP = 32
SCENES = {"T31TCJ": 100, "T31TDJ": 90, "T32TLR": 75, "T32TMS": 70}


def main():
    for i, (scene, height) in enumerate(SCENES.items()):
        stats = [np.asarray(ndvi_like_stats(s))
                 for s in strips(scene_rows(height, 128, seed=i), ROWS_PER_STRIP)]
        stats = np.stack(stats)
        print(f"{scene}: {len(stats)} strips, mean {stats[:, 0].mean():.3f}, max grad {stats[:, 2].max():.3f}")


if __name__ == "__main__":
    main()
