import numpy as np

WIND_LEVELS = np.array([-0.4, -0.2, 0.0, 0.2, 0.4], dtype=np.float32)


def active_scenarios(t):
    if t < 3:
        return WIND_LEVELS[2:3]
    if t < 6:
        return WIND_LEVELS[1:4]
    return WIND_LEVELS
