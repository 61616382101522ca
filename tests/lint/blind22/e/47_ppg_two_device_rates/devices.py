import numpy as np

# The study uses exactly two wearables; windows are always 8 s.
DEVICE_FS = {"ring": 25, "watch": 64}
WINDOW_S = 8


def windows_for(device, n, seed):
    fs = DEVICE_FS[device]
    rng = np.random.default_rng(seed)
    t = np.arange(WINDOW_S * fs) / fs
    for _ in range(n):
        f = rng.uniform(1.0, 1.8)
        yield (np.sin(2 * np.pi * f * t) + 0.3 * rng.standard_normal(t.size)).astype(np.float32), float(fs)
