import numpy as np

RADAR_PERIOD = 3


def make_frame(idx, rng):
    frame = {
        "camera": rng.normal(size=(16, 8)).astype(np.float32),
        "lidar": rng.normal(size=(16, 8)).astype(np.float32),
    }
    if idx % RADAR_PERIOD == 0:
        frame["radar"] = rng.normal(size=(16, 8)).astype(np.float32)
    return frame


def frames(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield make_frame(i, rng)
