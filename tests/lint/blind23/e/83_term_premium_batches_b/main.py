import numpy as np

from pricing import price_batch

rng = np.random.default_rng(70)
for batch in range(5):
    ages = rng.integers(25, 60, 256).astype(np.float32)
    terms = rng.choice([10.0, 15.0, 20.0, 25.0], 256).astype(np.float32)
    sums = rng.uniform(1e5, 5e5, 256).astype(np.float32)
    prem = price_batch(ages, terms, sums)
    print(f"batch {batch}: mean annual premium {float(prem.mean()):.2f}")
