import numpy as np

def station_blocks(rng, n_blocks=6, rows=30):
    for _ in range(n_blocks):
        temp = rng.normal(6, 2, rows)
        temp[rng.uniform(size=rows) < 0.15] = np.nan
        depth = rng.uniform(20, 200, rows)
        catch = rng.gamma(2, 10, rows)
        X = np.stack([temp, depth / 100], 1)
        ok = ~np.isnan(X).any(axis=1)
        yield X[ok].astype(np.float32), np.log1p(catch[ok]).astype(np.float32)
