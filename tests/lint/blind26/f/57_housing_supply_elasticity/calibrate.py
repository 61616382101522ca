import numpy as np

DEFAULT_ELASTICITY = 0.6

def fitted_elasticity(prices, permits):
    slope, _ = np.polyfit(np.log(prices), np.log(permits), 1)
    return slope
