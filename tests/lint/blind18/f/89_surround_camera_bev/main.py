import numpy as np

from bev import stitch_bev
from rig import capture


def main():
    rng = np.random.default_rng(0)
    for frame in range(6):
        images, valid = capture(rng, frame)
        bev = stitch_bev(images, valid)
        print(f"frame {frame}: {int(valid.sum())} cameras, bev mean {float(bev.mean()):.3f}")


if __name__ == "__main__":
    main()
