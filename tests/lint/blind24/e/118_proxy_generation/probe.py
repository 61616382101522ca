import numpy as np


def probe_clip(name, rng):
    meta = {"name": name, "field_order": "progressive", "fps": 25.0}
    frames = rng.uniform(0, 1, (4, 24, 32)).astype(np.float32)
    return meta, frames
