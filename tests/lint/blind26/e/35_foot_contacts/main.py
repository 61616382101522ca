import numpy as np

from pipeline import StrideSegmenter

seg = StrideSegmenter()
rng = np.random.default_rng(18)
for bout in range(4):
    t = np.arange(1000) / 100.0
    cadence = 1.6 + 0.1 * bout
    g = (3.0 * np.sin(2 * np.pi * cadence * t) + rng.normal(0, 0.2, 1000)).astype(np.float32)
    n, m = seg.detect(g)
    print("bout", bout, "strides", int(n), "mean |gyro|", round(float(m), 3))
