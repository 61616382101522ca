import numpy as np

from detector import SyllableSegmenter

rng = np.random.default_rng(0)
for rec in range(5):
    env = np.abs(rng.standard_normal(2000)).astype(np.float32)   # zebra finch song envelope
    seg = SyllableSegmenter()
    n, duty = seg.segment(env, 1.5)
    print(f"rec{rec}", int(n), round(float(duty), 3))
