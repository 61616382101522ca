import numpy as np

FULL_SESSION = 390
HALF_SESSION = 210


def session_lengths(n_days, seed=0):
    """Minutes per session; some days close early, some open late after a halt."""
    rng = np.random.default_rng(seed)
    lengths = []
    for d in range(n_days):
        if d % 5 == 4:
            lengths.append(HALF_SESSION)
        else:
            lengths.append(FULL_SESSION - int(rng.integers(0, 4)) * 15)
    return lengths


def simulate_session(minutes, seed):
    rng = np.random.default_rng(seed)
    px = 50 * np.exp(np.cumsum(rng.normal(0, 6e-4, minutes)))
    vol = rng.gamma(2.0, 500.0, minutes)
    return px.astype(np.float32), vol.astype(np.float32)
