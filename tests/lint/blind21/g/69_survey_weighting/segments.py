import numpy as np

SEGMENTS = ["new_users", "returning", "mobile", "desktop"]
SURVEY_WEIGHTED = {"mobile", "desktop"}


def load_segment(name, rng, n=256):
    t = (rng.uniform(size=n) < 0.5).astype(np.float32)
    y = (rng.normal(size=n) + 0.2 * t).astype(np.float32)
    if name in SURVEY_WEIGHTED:
        w = rng.uniform(0.5, 2.0, n).astype(np.float32)
    else:
        w = np.ones(n, np.float32)
    return {"y": y, "t": t, "w": w}
