import numpy as np

DEVICES = {"watch_v1": 50, "watch_v2": 100, "ring": 50, "band": 64}
WINDOW_SECONDS = 2.0


def recordings(seed=0):
    rng = np.random.default_rng(seed)
    for name, hz in DEVICES.items():
        n = int(WINDOW_SECONDS * hz)
        windows = rng.normal(size=(10, n, 6)).astype(np.float32)
        yield name, hz, windows
