import numpy as np


def read_recording(rec_id, rng, n=512):
    sig = rng.normal(0, 1, n) + 0.5 * np.sin(np.arange(n) * 0.3)
    if rec_id < 3:
        return sig.astype(np.float16)
    return sig.astype(np.float32)
