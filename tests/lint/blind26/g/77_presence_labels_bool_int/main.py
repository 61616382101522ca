import numpy as np

from labels import load_labels
from loss import presence_bce

rng = np.random.default_rng(0)
for f, source in enumerate(["raven", "audacity", "raven", "audacity", "audacity"]):
    logits = rng.normal(size=600).astype(np.float32)
    y = load_labels(source, 600, rng)
    print(f, source, round(float(presence_bce(logits, y)), 4))
