import numpy as np

LOGGERS = {"P1": True, "P2": False, "P3": True, "P4": False}   # has heart-rate electrode
N = 250


def load_dive(logger_id, seed):
    rng = np.random.default_rng(seed)
    depth = np.abs(np.cumsum(rng.normal(size=N))).astype(np.float32)
    has_hr = LOGGERS[logger_id]
    hr = (60 + 10 * rng.normal(size=N)).astype(np.float32) if has_hr else np.zeros(N, np.float32)
    return {"depth": depth, "hr": hr, "hr_ok": np.float32(has_hr)}
