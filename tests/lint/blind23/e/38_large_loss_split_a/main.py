import numpy as np

from analysis import attritional_and_large, monthly_threshold

rng = np.random.default_rng(19)
for month in range(1, 7):
    losses = rng.lognormal(8.0, 1.4, size=4000).astype(np.float32)
    thr = monthly_threshold(losses)
    att, exc, n_large = attritional_and_large(losses, threshold=thr)
    print(f"month {month}: threshold {thr:,.0f}, attritional {float(att):,.0f}, excess {float(exc):,.0f}, large {int(n_large)}")
