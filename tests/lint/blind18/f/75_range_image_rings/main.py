import numpy as np

from range_image import build_range_image
from sensor import observed_rings, sweep


def main():
    rng = np.random.default_rng(12)
    for frame in range(6):
        ring, az, r = sweep(rng)
        height, ring_idx = observed_rings(ring)
        img = build_range_image(ring_idx, az, r, height=height)
        print(f"frame {frame} range image {img.shape} filled {float((img > 0).mean()):.2f}")


if __name__ == "__main__":
    main()
