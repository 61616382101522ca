import numpy as np

DEVICES = {"watch_v1": 50, "watch_v2": 100, "ring": 50, "band": 64}
WINDOW_SECONDS = 2.0
TARGET_SAMPLES = 128


def resample(windows, n_out):
    n_in = windows.shape[1]
    src = np.linspace(0.0, 1.0, n_in)
    dst = np.linspace(0.0, 1.0, n_out)
    out = np.empty((windows.shape[0], n_out, windows.shape[2]), np.float32)
    for b in range(windows.shape[0]):
        for c in range(windows.shape[2]):
            out[b, :, c] = np.interp(dst, src, windows[b, :, c])
    return out


def recordings(seed=0):
    rng = np.random.default_rng(seed)
    for name, hz in DEVICES.items():
        n = int(WINDOW_SECONDS * hz)
        raw = rng.normal(size=(10, n, 6)).astype(np.float32)
        yield name, hz, resample(raw, TARGET_SAMPLES)
