import numpy as np

STATUS_QUO_F = 0.32

def alternative_F():
    return np.linspace(0.1, 0.5, 5).astype(np.float32)
