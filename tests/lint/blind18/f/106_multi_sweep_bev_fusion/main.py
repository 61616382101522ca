import numpy as np

from clips import bev_clip
from fusion import temporal_fuse


def main():
    rng = np.random.default_rng(0)
    w = rng.normal(size=(8, 4)).astype(np.float32)
    for frame in range(6):
        clip, valid = bev_clip(rng, frame)
        out = temporal_fuse(clip, valid, w)
        print(f"frame {frame}: clip of {int(valid.sum())} sweeps -> {out.shape}")


if __name__ == "__main__":
    main()
