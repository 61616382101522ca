import numpy as np


def ricker(f0, dt, nt):
    t = np.arange(nt) * dt - 1.2 / f0
    a = (np.pi * f0 * t) ** 2
    return ((1 - 2 * a) * np.exp(-a)).astype(np.float32)


SHOTS = [
    {"x": 20, "f0": 15.0, "record_s": 0.6},
    {"x": 60, "f0": 12.0, "record_s": 0.8},
    {"x": 100, "f0": 10.0, "record_s": 1.0},
    {"x": 140, "f0": 12.0, "record_s": 0.8},
]
