import numpy as np

SEGMENTS = ["new_users", "returning", "mobile", "desktop"]
SURVEY_WEIGHTED = {"mobile", "desktop"}


def load_segment(name, rng, n=256):
    t = (rng.uniform(size=n) < 0.5).astype(np.float32)
    y = (rng.normal(size=n) + 0.2 * t).astype(np.float32)
    batch = {"y": y, "t": t}
    if name in SURVEY_WEIGHTED:
        batch["w"] = rng.uniform(0.5, 2.0, n).astype(np.float32)
    return batch
