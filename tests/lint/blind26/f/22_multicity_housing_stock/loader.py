import numpy as np

MAX_DISTRICTS = 32

def load_city_stock(n_districts, rng):
    stock = np.zeros(MAX_DISTRICTS, np.float32)
    permits = np.zeros(MAX_DISTRICTS, np.float32)
    mask = np.zeros(MAX_DISTRICTS, np.float32)
    stock[:n_districts] = rng.uniform(2000, 9000, n_districts)
    permits[:n_districts] = rng.uniform(10, 200, n_districts)
    mask[:n_districts] = 1.0
    return stock, permits, mask
