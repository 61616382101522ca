import numpy as np

PMIN = np.array([150, 150, 80, 80, 10], dtype=np.float32)
PMAX = np.array([450, 400, 300, 280, 120], dtype=np.float32)
A = np.array([0.0012, 0.0014, 0.0030, 0.0032, 0.0100], dtype=np.float32)
B = np.array([17.0, 18.0, 24.0, 25.0, 42.0], dtype=np.float32)


def priority_status(load_mw):
    status = np.zeros(len(PMAX), dtype=np.float32)
    cap = 0.0
    for i in np.argsort(B):
        status[i] = 1.0
        cap += PMAX[i]
        if cap >= 1.1 * load_mw:
            break
    return status
