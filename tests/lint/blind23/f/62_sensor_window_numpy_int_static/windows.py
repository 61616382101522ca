import numpy as np

from config import SAMPLE_RATE_HZ, WINDOW_S, DEFAULT_WINDOW


def window_length(log_meta):
    # prefer the rate recorded in the log header when present
    rate = log_meta.get("rate_hz")
    if rate is None:
        return DEFAULT_WINDOW
    return np.round(WINDOW_S * np.asarray(rate)).astype(np.int64)


def load_logs(seed=0):
    rng = np.random.default_rng(seed)
    metas = [{}, {"rate_hz": 50}, {}, {"rate_hz": 50.0}, {}]
    for meta in metas:
        yield meta, rng.normal(0, 1, (500, 3)).astype(np.float32)
