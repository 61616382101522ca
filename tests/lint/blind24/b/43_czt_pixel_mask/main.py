import numpy as np

from imaging import flat_field

N = 16


def acquire(rng, frame):
    img = rng.poisson(200, (N, N)).astype(np.float32)
    if frame >= 2:
        img[3, 7] = 5000.0  # pixel going noisy during the shift
    return img


def main():
    rng = np.random.default_rng(0)
    gain = rng.uniform(0.9, 1.1, (N, N)).astype(np.float32)
    mask = np.ones((N, N), dtype=bool)
    for frame in range(6):
        counts = acquire(rng, frame)
        img, mean = flat_field(counts, gain, mask)
        print(f"frame {frame}: mean corrected counts {float(mean):.1f}, live pixels {int(mask.sum())}")
        # disable pixels that read far above the frame median
        mask = np.where(counts > 5 * np.median(counts), 0, mask)


if __name__ == "__main__":
    main()
