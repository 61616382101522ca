import numpy as np

from batches import process_lab_batch

rng = np.random.default_rng(3)
for lab_batch in range(4):
    ages = rng.uniform(800, 2600, size=10).astype(np.float32)
    errs = rng.uniform(20, 45, size=10).astype(np.float32)
    print(lab_batch, np.round(process_lab_batch(ages, errs)[:3]))
