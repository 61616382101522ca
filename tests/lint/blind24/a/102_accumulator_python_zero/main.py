import numpy as np
from metrics import accumulate_feed_efficiency

rng = np.random.default_rng(77)
totals = 0.0
for week in range(8):
    feed = rng.normal(9.5, 0.8, 40).astype(np.float32) * 7
    gain = rng.normal(1.4, 0.2, 40).astype(np.float32) * 7
    totals = accumulate_feed_efficiency(totals, feed, gain)
print("pen FCR", float(totals[0] / totals[1]))
