import numpy as np


def read_day(rng, day):
    """Returns the readings logged by the pasture weather station; the logger drops hours on battery sag."""
    hours = [h for h in range(24) if rng.uniform() > 0.08]
    temps = [float(24 + 9 * np.sin((h - 9) / 24 * 2 * np.pi) + rng.normal(0, 1)) for h in hours]
    rh = [float(np.clip(65 - 20 * np.sin((h - 9) / 24 * 2 * np.pi), 20, 100)) for h in hours]
    return temps, rh
