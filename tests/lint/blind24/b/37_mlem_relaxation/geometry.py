import numpy as np


def gamma_camera_system(n_pix=16, n_bins=48, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.uniform(0, 1, (n_bins, n_pix * n_pix)) ** 6
    a /= a.sum(axis=1, keepdims=True)
    return a.astype(np.float32)


def phantom(n_pix=16):
    y, x = np.mgrid[:n_pix, :n_pix]
    img = np.exp(-((x - 6) ** 2 + (y - 9) ** 2) / 6.0) + 0.5 * np.exp(-((x - 11) ** 2 + (y - 4) ** 2) / 3.0)
    return img.ravel().astype(np.float32)
