import numpy as np

from range_image import build_range_image
from sensor import SENSOR_BEAMS, pad_points, sweep


def main():
    rng = np.random.default_rng(12)
    for frame in range(3):
        for name, beams in SENSOR_BEAMS.items():
            ring, az, r = pad_points(*sweep(rng, beams))
            img = build_range_image(ring, az, r, height=beams)
            print(f"frame {frame} {name} range image {img.shape} filled {float((img > 0).mean()):.2f}")


if __name__ == "__main__":
    main()
