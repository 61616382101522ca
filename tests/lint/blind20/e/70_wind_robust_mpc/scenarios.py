import numpy as np

WIND_LEVELS = np.array([-0.4, -0.2, 0.0, 0.2, 0.4], dtype=np.float32)


def scenario_weights(t):
    if t < 3:
        w = np.array([0, 0, 1, 0, 0], dtype=np.float32)
    elif t < 6:
        w = np.array([0, 1, 1, 1, 0], dtype=np.float32)
    else:
        w = np.ones(5, dtype=np.float32)
    return w / w.sum()
