import numpy as np

MAX_LAPS = 8

RACES = {
    "800m_heat": [27.9, 29.1],
    "1500m_final": [57.8, 60.2, 59.6, 41.1],
    "800m_final": [26.8, 28.4],
    "3000m_sc": [62.0, 63.5, 64.1, 64.0, 63.2, 62.7, 63.9],
    "1500m_heat": [59.0, 61.3, 60.9, 42.0],
}


def as_padded(splits):
    arr = np.zeros(MAX_LAPS, np.float32)
    arr[:len(splits)] = splits
    return arr, np.int32(len(splits))
