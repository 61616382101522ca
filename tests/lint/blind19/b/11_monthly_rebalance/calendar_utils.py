import numpy as np

MONTH_LENGTHS = [21, 20, 23, 21, 22, 21, 23, 22, 21, 23, 20, 22]


def month_blocks(daily_returns):
    start = 0
    for n in MONTH_LENGTHS:
        if start + n > daily_returns.shape[0]:
            return
        yield daily_returns[start:start + n]
        start += n


def make_daily_returns(n_assets, seed=5):
    rng = np.random.default_rng(seed)
    n = sum(MONTH_LENGTHS)
    return (rng.standard_normal((n, n_assets)) * 0.01 + 0.0003).astype(np.float32)
