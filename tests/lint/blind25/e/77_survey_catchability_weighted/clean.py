import numpy as np

def station_blocks(rng, n_blocks=6, rows=30):
    for _ in range(n_blocks):
        temp = rng.normal(6, 2, rows)
        temp[rng.uniform(size=rows) < 0.15] = np.nan
        depth = rng.uniform(20, 200, rows)
        y = np.log1p(rng.gamma(2, 10, rows))
        X = np.stack([temp, depth / 100], 1)
        w = (~np.isnan(X).any(axis=1)).astype(np.float32)
        yield np.nan_to_num(X).astype(np.float32), y.astype(np.float32), w
