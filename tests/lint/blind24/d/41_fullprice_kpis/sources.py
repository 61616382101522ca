import numpy as np


def ecommerce_week(rng, n=40):
    price = rng.uniform(20, 60, n).astype(np.float32)
    list_price = np.full(n, 60.0, np.float32)
    units = rng.poisson(5, n).astype(np.float32)
    full_price = price >= list_price * 0.95
    return price, units, full_price


def stores_week(rng, n=40):
    price = rng.uniform(20, 60, n).astype(np.float32)
    units = rng.poisson(8, n).astype(np.float32)
    # store ERP exports the full-price flag as 0/1 numbers
    full_price = (rng.random(n) < 0.4).astype(np.float32)
    return price, units, full_price
