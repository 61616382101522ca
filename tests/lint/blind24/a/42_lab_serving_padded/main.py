import numpy as np
from service import UrinalysisService

rng = np.random.default_rng(32)
svc = UrinalysisService([2.0, 3.0, 1.5, 2.5, 0.4], -2.0)
for i, n in enumerate([5, 16, 23, 2, 40]):
    samples = rng.normal([1.04, 7.0, 1.0, 1.0, 5.0], [0.01, 0.5, 0.8, 0.8, 3.0], (n, 5)).tolist()
    risks = svc.handle(samples)
    print(f"request {i}: {n} samples, max risk {max(risks):.2f}")
