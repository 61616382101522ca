import numpy as np

from pipeline import process, scan_batches

for i, batch in enumerate(scan_batches()):
    z = process(batch)
    print(f"batch {i}: share of clipped landmarks {float(np.mean(np.abs(np.asarray(z)) >= 3.0)):.3f}")
