import jax
import numpy as np
from index import FilingIndex

rng = np.random.default_rng(4)
idx = FilingIndex(24)
for day in range(5):
    idx.add(rng.normal(size=(10, 24)).astype(np.float32))
    i, s = idx.query(rng.normal(size=24).astype(np.float32))
    print(f"day {day}: {idx.vectors.shape[0]} filings, best {int(i)} ({float(s):.3f})")
