import jax
import numpy as np

from metrics import REGRESSION_METRICS

rng = np.random.default_rng(6)
target = rng.normal(size=256).astype(np.float32)
pred = (target + 0.3 * rng.normal(size=256)).astype(np.float32)

report = {}
for metric in REGRESSION_METRICS:
    report[metric.__name__] = float(jax.jit(metric)(pred, target))
print(report)
