import numpy as np

PROTOCOLS = {"cirrus_512x128": 128, "spectralis_49": 49, "spectralis_97": 97, "topcon_3d": 128}
TARGET_BSCANS = 64


def load_cube(protocol, rng):
    return rng.normal(0, 1, size=(PROTOCOLS[protocol], 32, 16)).astype(np.float32)


def resample_slow_axis(cube, n=TARGET_BSCANS):
    src = np.linspace(0, 1, cube.shape[0])
    dst = np.linspace(0, 1, n)
    idx = np.clip(np.searchsorted(src, dst), 1, cube.shape[0] - 1)
    w = ((dst - src[idx - 1]) / (src[idx] - src[idx - 1]))[:, None, None]
    return ((1 - w) * cube[idx - 1] + w * cube[idx]).astype(np.float32)
