import numpy as np

def chunks(n_parcels, n_workers):
    return np.array_split(np.arange(n_parcels), n_workers)
