import numpy as np

def plot_chunks(dbh, n_workers=4):
    return np.array_split(dbh, n_workers)
