import numpy as np


def daily_orders(rng, n_sku=10, days=6):
    for day in range(days):
        units = rng.poisson(3, (16, n_sku))
        if day % 3 == 2:
            returned_share = rng.uniform(0, 0.2, (16, n_sku))
            units = units * (1 - returned_share)
        price = rng.uniform(1, 30, n_sku).astype(np.float32)
        yield np.asarray(units), price
