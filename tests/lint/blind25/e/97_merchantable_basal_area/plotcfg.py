import numpy as np

DEFAULT_MIN_DBH = 12.5
OVERRIDES = np.array([12.5, 12.5, 12.5])
