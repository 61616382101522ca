import numpy as np

MAX_HOURS = 96

TRACKS = {"Idai": 60, "Haiyan": 84, "Maria": 72, "Larry": 90, "Otis": 40}


def forcing(name, hours, rng):
    t = np.arange(hours)
    wind = 45 * np.exp(-((t - hours / 2) / (hours / 4)) ** 2) + rng.normal(0, 1.5, hours)
    out = np.zeros(MAX_HOURS, np.float32)
    out[:hours] = wind
    active = np.zeros(MAX_HOURS, np.float32)
    active[:hours] = 1.0
    return out, active
