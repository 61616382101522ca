import numpy as np

from reports import teacher_view, principal_view

rng = np.random.default_rng(0)
for unit in range(3):
    scores = np.clip(rng.normal(72, 12, 90), 0, 100).astype(np.float32)
    print("unit", unit, "teacher", teacher_view(scores))
    print("unit", unit, "principal", principal_view(scores))
