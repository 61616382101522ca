import numpy as np

N_ZONES = 12


def day_forcing(rng, day, irrigation_log):
    forcing = {
        "rain": rng.gamma(0.6, 5.0, N_ZONES).astype(np.float32),
        "et0": rng.uniform(3.0, 6.0, N_ZONES).astype(np.float32),
        "irrigation": np.zeros(N_ZONES, np.float32),
    }
    if day in irrigation_log:
        forcing["irrigation"][irrigation_log[day]] = 25.0
    return forcing
