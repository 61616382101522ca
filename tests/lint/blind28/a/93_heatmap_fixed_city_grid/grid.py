import numpy as np

CITY_ORIGIN = np.array([38.68, -9.23], np.float32)
CITY_EXTENT = np.array([0.08, 0.12], np.float32)
CELL = 0.005
SHAPE = tuple(int(v) for v in np.ceil(CITY_EXTENT / CELL))
