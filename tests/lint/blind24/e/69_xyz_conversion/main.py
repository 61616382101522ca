import numpy as np

from colorspace import to_xyz
from media import CLIPS


def main():
    rng = np.random.default_rng(0)
    for clip in CLIPS:
        rgb = rng.uniform(0, 1, (24, 32, 3)).astype(np.float32)
        xyz = to_xyz(rgb, src_space=clip["colour_primaries"])
        print(clip["name"], np.round(np.asarray(xyz.mean(axis=(0, 1))), 3).tolist())


if __name__ == "__main__":
    main()
