import numpy as np
from tracker import UETracker

anchors = [[0, 0], [100, 0], [0, 100], [100, 100]]
rng = np.random.default_rng(0)
true = np.array([20.0, 30.0, 3.0, 1.5])
trk = UETracker(anchors, (50, 50))
for k in range(20):
    true[:2] += 0.1 * true[2:]
    ranges = (np.linalg.norm(true[None, :2] - np.array(anchors), axis=1) + 1.4 * rng.standard_normal(4)).astype(np.float32)
    pos = trk.update(ranges)
print("estimate", np.round(np.asarray(pos), 2), "true", np.round(true[:2], 2))
