import numpy as np

RADAR_PERIOD = 3


def make_frame(idx, rng):
    has_radar = idx % RADAR_PERIOD == 0
    radar = rng.normal(size=(16, 8)).astype(np.float32) if has_radar else np.zeros((16, 8), np.float32)
    return {
        "camera": rng.normal(size=(16, 8)).astype(np.float32),
        "lidar": rng.normal(size=(16, 8)).astype(np.float32),
        "radar": radar,
        "radar_valid": np.float32(has_radar),
    }


def frames(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield make_frame(i, rng)
