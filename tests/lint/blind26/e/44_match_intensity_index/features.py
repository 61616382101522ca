import numpy as np


def from_gps(rng):
    return {"distance": rng.normal(5000, 800, 20).astype(np.float32),
            "hsr": rng.normal(400, 90, 20).astype(np.float32),
            "sprints": rng.normal(12, 4, 20).astype(np.float32)}


def from_video(rng):
    # tracking provider lists fields in its own order
    return {"sprints": rng.normal(13, 4, 20).astype(np.float32),
            "distance": rng.normal(5200, 700, 20).astype(np.float32),
            "hsr": rng.normal(420, 80, 20).astype(np.float32)}
