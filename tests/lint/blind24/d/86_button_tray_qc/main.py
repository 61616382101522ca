import numpy as np

from loader import ButtonTrayLoader
from metrics import reject_counts

rng = np.random.default_rng(86)
feats = rng.normal(size=(170, 16)).astype(np.float32)
labels = (feats[:, 0] + 0.3 * rng.normal(size=170) > 1.0).astype(np.int32)  # chipped / cracked
w = np.zeros(16, np.float32)
w[0] = 1.0
w[-1] = -0.2

totals = np.zeros(3, np.int64)
for feats_b, labels_b, k in ButtonTrayLoader(feats, labels, 48):
    totals += np.asarray(reject_counts(w, feats_b, labels_b, k))
tp, fp, fn = totals
print(f"precision {tp / max(tp + fp, 1):.2f}, recall {tp / max(tp + fn, 1):.2f}")
