import numpy as np

SCENARIOS = [
    {"name": "station blackout, 1 h", "duration_s": 3600.0},
    {"name": "station blackout, 2 h", "duration_s": 7200.0},
    {"name": "loss of feedwater", "duration_s": 5400.0},
]


def output_times(scn, interval_s=300.0):
    return np.arange(0.0, scn["duration_s"] + interval_s, interval_s, dtype=np.float32)
