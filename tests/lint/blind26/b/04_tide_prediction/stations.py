import numpy as np

STATIONS = {
    "Station A": {"amp": [1.21, 0.42, 0.25, 0.37, 0.22], "phase": [210.0, 245.0, 190.0, 80.0, 65.0], "z0": 2.1},
    "Station B": {"amp": [0.55, 0.18, 0.11, 0.33, 0.26], "phase": [120.0, 150.0, 100.0, 200.0, 185.0], "z0": 1.4},
    "Station C": {"amp": [2.40, 0.80, 0.47, 0.12, 0.09], "phase": [15.0, 50.0, 350.0, 240.0, 220.0], "z0": 3.6},
    "Station D": {"amp": [0.31, 0.09, 0.06, 0.41, 0.30], "phase": [300.0, 330.0, 280.0, 140.0, 120.0], "z0": 0.9},
}


def station_arrays(name):
    s = STATIONS[name]
    return (np.asarray(s["amp"], np.float32), np.asarray(s["phase"], np.float32), np.float32(s["z0"]))
