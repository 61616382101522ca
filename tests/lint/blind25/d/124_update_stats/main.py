import numpy as np
from tracker import ClauseStats, update_stats

rng = np.random.default_rng(0)
stats = ClauseStats(8, portfolio="EMEA-procurement")
for i in range(5):
    ids = rng.integers(0, 8, size=20).astype(np.int32)
    stats, freq = update_stats(stats, ids)
    print(stats.portfolio, i, np.asarray(freq).round(2)[:4])
