import numpy as np

from aggregate import merchant_outliers
from batching import encode, hourly_batches

rng = np.random.default_rng(27)
for hour, (merchant, amount) in enumerate(hourly_batches(rng, 6, 512, 40)):
    ids, idx, n = encode(merchant)
    flags = np.asarray(merchant_outliers(amount, idx, num_merchants=n))
    print(f"hour {hour}: merchants={n} flagged={ids[idx[flags]].tolist()}")
