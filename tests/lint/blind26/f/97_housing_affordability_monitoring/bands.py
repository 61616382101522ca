import numpy as np

def quantile_edges(prices, qs=(0.25, 0.5, 0.75)):
    return tuple(float(round(v, -3)) for v in np.quantile(prices, qs))
