import numpy as np

MONTH_LENGTHS = [21, 20, 23, 21, 22, 21, 23, 22, 21, 23, 20, 22]
MAX_DAYS = 23


def month_blocks(daily_returns):
    """Yield each month padded to MAX_DAYS rows plus a validity mask."""
    start = 0
    n_assets = daily_returns.shape[1]
    for n in MONTH_LENGTHS:
        if start + n > daily_returns.shape[0]:
            return
        block = np.zeros((MAX_DAYS, n_assets), dtype=np.float32)
        block[:n] = daily_returns[start:start + n]
        mask = np.zeros((MAX_DAYS,), dtype=np.float32)
        mask[:n] = 1.0
        yield block, mask
        start += n


def make_daily_returns(n_assets, seed=5):
    rng = np.random.default_rng(seed)
    n = sum(MONTH_LENGTHS)
    return (rng.standard_normal((n, n_assets)) * 0.01 + 0.0003).astype(np.float32)
