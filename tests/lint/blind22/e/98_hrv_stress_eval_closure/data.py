import numpy as np

N_FEAT = 8


def split(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((320, N_FEAT)).astype(np.float32)  # RMSSD, SDNN, LF/HF, EDA level, ...
    y = (x[:, 0] - 0.5 * x[:, 3] + 0.3 * rng.standard_normal(320) > 0).astype(np.float32)
    return (x[:256], y[:256]), (x[256:], y[256:])
