import numpy as np

FORCING_LEVELS = np.array([0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 1, 2], dtype=np.float32)
