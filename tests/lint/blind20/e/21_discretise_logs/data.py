import numpy as np

from config import DEFAULT_DT, N_SAMPLES


def make_log(seed, with_timestamps):
    rng = np.random.default_rng(seed)
    dt_true = 0.01 * (1 + 0.05 * seed)
    t = np.arange(N_SAMPLES) * dt_true
    u = np.sin(3 * t).astype(np.float32)
    x = np.cumsum(-0.5 * np.exp(-t) * dt_true + u * dt_true).astype(np.float32)
    x = x + 0.001 * rng.normal(size=N_SAMPLES).astype(np.float32)
    return {"t": t if with_timestamps else None, "u": u, "x": x}


def sample_period(log):
    if log["t"] is None:
        return DEFAULT_DT
    return np.diff(log["t"]).mean()
