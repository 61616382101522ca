import numpy as np

from courses import COURSES
from credit import partial_credit

rng = np.random.default_rng(0)
for name, cfg in COURSES.items():
    correct = (rng.random((30, 12)) < 0.7).astype(np.float32)
    hints = rng.integers(0, 3, (30, 12)).astype(np.float32)
    attempts = rng.integers(1, 4, (30, 12)).astype(np.float32)
    scores = partial_credit(correct, hints, attempts, cfg["hint_penalty"], cfg["attempt_penalty"])
    print(f"{name:10s} mean credit {float(scores.mean()):.3f}")
