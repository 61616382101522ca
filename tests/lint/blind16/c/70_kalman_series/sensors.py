import numpy as np


def load_sessions(rng, n_sessions=5):
    sessions = []
    for s in range(n_sessions):
        length = int(rng.integers(40, 90))
        t = np.arange(length) * 0.1
        pos = np.sin(0.7 * t + s)
        sessions.append((pos + 0.05 * rng.standard_normal(length)).astype(np.float32)[:, None])
    return sessions
