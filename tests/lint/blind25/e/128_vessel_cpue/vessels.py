import numpy as np

CALIBRATION = {"V01": np.float32(0.92), "V03": np.float32(1.10)}

def power_factor(vessel):
    return CALIBRATION.get(vessel, 1.0)
