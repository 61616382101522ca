import numpy as np

DT_MIN = 5
DESIGN_EVENTS = [
    {"aep": "50%", "intensity_mmh": 18.0, "duration_min": 120},
    {"aep": "10%", "intensity_mmh": 31.0, "duration_min": 120},
    {"aep": "2%", "intensity_mmh": 44.0, "duration_min": 2 * 60},
    {"aep": "1%", "intensity_mmh": 51.0, "duration_min": 4 * 30},
]


def block_hyetograph(event):
    n = event["duration_min"] // DT_MIN
    shape = np.concatenate([np.linspace(0.5, 1.5, n // 2), np.linspace(1.5, 0.5, n - n // 2)])
    return (event["intensity_mmh"] * shape * DT_MIN / 60.0).astype(np.float32)
