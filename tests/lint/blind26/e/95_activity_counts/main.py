import numpy as np

from counts import activity_counts
from prep import pad_to_epochs

rng = np.random.default_rng(52)
for athlete, seconds in [("A", 612), ("B", 598), ("C", 640), ("D", 603)]:
    sig = rng.normal(0, 0.3, seconds * 50).astype(np.float32)
    c = activity_counts(pad_to_epochs(sig))
    print(athlete, "epochs", c.shape[0], "mean counts", round(float(c.mean()), 2))
