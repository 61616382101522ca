import numpy as np

COLUMNS = ("price", "volume", "spread")


def venue_feed(rng, venue, n):
    price = 100 + np.cumsum(rng.normal(0, 0.05, n))
    volume = rng.lognormal(3, 1, n)
    spread = np.abs(rng.normal(0.02, 0.005, n))
    if venue == "lit":
        return {"price": price, "volume": volume, "spread": spread}
    if venue == "dark":
        return {"volume": volume, "price": price, "spread": spread}
    return {"spread": spread, "price": price, "volume": volume}


def to_matrix(feed):
    X = np.column_stack([feed[c] for c in COLUMNS]).astype(np.float32)
    return X, COLUMNS
