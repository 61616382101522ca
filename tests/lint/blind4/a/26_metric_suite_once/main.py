import jax
import numpy as np

from metrics import METRICS

rng = np.random.default_rng(0)
logits = rng.normal(size=(64, 5)).astype(np.float32)
labels = rng.integers(0, 5, size=64)

report = {}
for metric in METRICS:
    report[metric.__name__] = float(jax.jit(metric)(logits, labels))
print(report)
