import numpy as np

CARS = ["P1", "P2", "P3", "P4"]
MAINTENANCE = {"P2": range(10, 20), "P4": range(15, 25)}


def bank_state(t):
    pos = np.array([(3 * i + t) % 18 for i in range(len(CARS))], np.float32)
    available = np.array([t not in MAINTENANCE.get(c, ()) for c in CARS])
    return pos, available
