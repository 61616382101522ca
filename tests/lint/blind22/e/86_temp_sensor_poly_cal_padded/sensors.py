import numpy as np

MAX_ORDER = 3

# factory calibration polynomials (highest order first) per sensor batch
SENSOR_CAL = {
    "batch-2023A": [0.98, 0.4],
    "batch-2023B": [0.0012, 0.95, 0.6],
    "batch-2024A": [-0.00003, 0.0015, 0.97, 0.2],
}


def calibration_for(sensor_batch):
    c = np.asarray(SENSOR_CAL[sensor_batch], np.float32)
    # leading zeros leave the polynomial unchanged
    return np.concatenate([np.zeros(MAX_ORDER + 1 - c.size, np.float32), c])
