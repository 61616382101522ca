import numpy as np

GRID = 64
DIFFUSION = np.float32(0.005)
DT = np.float32(0.01)
FORCING_FREQ = np.float32(2.0)
N_STEPS = 50
