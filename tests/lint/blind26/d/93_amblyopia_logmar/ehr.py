import numpy as np

RECORDS = [
    {"patient": "D", "logmar": [0.6, 0.5, 0.4, 0.4, 0.3, 0.3]},
    {"patient": "E", "logmar": [1, 1, 0.8, 0.7, 0.7, 0.6]},
    {"patient": "F", "logmar": [0, 0, 0, 0, 0, 0]},
]


def logmar_series(rec):
    return np.asarray(rec["logmar"], dtype=np.float32)
