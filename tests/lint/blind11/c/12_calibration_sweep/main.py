import itertools

import jax
import numpy as np

from calib import calib_step, make_state

rng = np.random.default_rng(12)
logits = rng.normal(size=(64, 5)).astype(np.float32) * 3
labels = rng.integers(0, 5, size=(64,))

results = {}
for lr, wd in itertools.product([1e-2, 3e-2], [0.0, 1e-4]):
    state = make_state(lr, wd, n_classes=5)
    for _ in range(3):
        state, loss = calib_step(state, logits, labels)
    results[(lr, wd)] = float(loss)

print(min(results, key=results.get))
