import numpy as np

VITALS = ["hr", "sbp", "rr", "temp", "spo2"]


def from_monitor(rng, n):
    return {name: rng.normal(size=n).astype(np.float32) for name in VITALS}


def from_nursing_chart(rng, n):
    out = {}
    for name in reversed(VITALS):
        out[name] = rng.normal(size=n).astype(np.float32)
    return out
