import numpy as np

FLEET = {
    "coal": (120.0, 400.0, 0.0015, 19.0),
    "ccgt": (60.0, 250.0, 0.003, 24.0),
    "ocgt": (0.0, 100.0, 0.012, 40.0),
    "hydro": (0.0, 80.0, 0.0005, 5.0),
}


def fleet_arrays():
    vals = np.array(list(FLEET.values()), dtype=np.float32)
    return vals[:, 0], vals[:, 1], vals[:, 2], vals[:, 3]
