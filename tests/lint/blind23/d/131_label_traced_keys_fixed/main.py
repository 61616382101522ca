import numpy as np

from summary import labelled

rng = np.random.default_rng(0)
metrics = {}
for grade in range(3, 9):
    scores = np.clip(rng.normal(60 + 3 * grade, 12, 150), 0, 100).astype(np.float32)
    metrics.update(labelled(f"grade{grade}", scores))
for k, v in metrics.items():
    print(k, round(float(v), 1))
