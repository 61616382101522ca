import numpy as np

from tracker import FrameTracker

rng = np.random.default_rng(0)
cloud = rng.normal(size=(50, 3)).astype(np.float32)
tracker = FrameTracker()
for frame in range(5):
    offset = np.array([0.05 * frame, 0.0, 0.02 * frame], np.float32)
    observed = cloud + offset + 0.01 * rng.normal(size=cloud.shape).astype(np.float32)
    pose, loss = tracker.track(cloud, observed)
    print(frame, np.round(np.asarray(pose[3:]), 3), float(loss))
