import numpy as np

def drop_outliers(price, sqft, assessed, z=2.0):
    ppsf = price / sqft
    keep = np.abs(ppsf - ppsf.mean()) < z * ppsf.std()
    return price[keep], assessed[keep]
