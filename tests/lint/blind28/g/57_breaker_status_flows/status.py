import numpy as np

N_LINES = 6


def breaker_status_from_scada(rng):
    closed = rng.random(N_LINES) > 0.1
    return closed


def breaker_status_from_plan(outages):
    s = np.ones(N_LINES, dtype=np.float32)
    s[list(outages)] = 0.0
    return s
