import numpy as np

from calib import calib_step, make_state

rng = np.random.default_rng(12)
logits = rng.normal(size=(80, 5)).astype(np.float32) * 3
labels = rng.integers(0, 5, size=(80,))

folds = np.array_split(np.arange(80), 4)
scores = []
for k, held_out in enumerate(folds):
    fit_idx = np.setdiff1d(np.arange(80), held_out)
    state = make_state(n_classes=5)
    for _ in range(3):
        state, loss = calib_step(state, logits[fit_idx], labels[fit_idx])
    scores.append(float(loss))

print(np.round(scores, 3))
