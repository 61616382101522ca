import numpy as np

MAX_SIGNS = 64


def padded_sessions(seed=0):
    rng = np.random.default_rng(seed)
    for s in range(4):
        n = int(rng.integers(20, 60))
        obs = np.zeros(MAX_SIGNS, np.float32)
        obs[:n] = np.log(rng.gamma(4.0, 0.15, size=n))
        valid = np.arange(MAX_SIGNS) < n
        yield f"signer{s}", obs, valid
