import numpy as np

from aggregate import merchant_outliers
from batching import N_MERCHANTS, hourly_batches

rng = np.random.default_rng(27)
for hour, (merchant, amount) in enumerate(hourly_batches(rng, 6, 512)):
    flags = np.asarray(merchant_outliers(amount, merchant, num_merchants=N_MERCHANTS))
    print(f"hour {hour}: merchants={len(np.unique(merchant))} flagged={merchant[flags].tolist()}")
