# factory calibration polynomials (highest order first) per sensor batch
SENSOR_CAL = {
    "batch-2023A": [0.98, 0.4],
    "batch-2023B": [0.0012, 0.95, 0.6],
    "batch-2024A": [-0.00003, 0.0015, 0.97, 0.2],
}


def calibration_for(sensor_batch):
    return SENSOR_CAL[sensor_batch]
