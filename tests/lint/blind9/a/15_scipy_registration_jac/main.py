import numpy as np
from scipy.ndimage import gaussian_filter, shift

from registration import AffineRegistration


def blob_image(rng, size=16):
    img = np.zeros((size, size), np.float32)
    for _ in range(4):
        y, x = rng.integers(3, size - 3, size=2)
        img[y, x] = 1.0
    return gaussian_filter(img, 1.5).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    fixed = blob_image(rng)
    moving = shift(fixed, (0.8, -0.6), order=1).astype(np.float32)
    reg = AffineRegistration(fixed, moving)
    res = reg.run(max_iter=4)
    print(f"converged={res.success} loss={res.fun:.6f} grad evals={reg.n_evals}")
    print("theta", np.round(res.x, 3))


if __name__ == "__main__":
    main()
