import numpy as np

from grading import grade_pattern
from style_requests import load_requests

rng = np.random.default_rng(3)
# x, y of block-pattern points plus a flag: 1 = chest region, 0 = waist region
block = np.concatenate([rng.uniform(0, 50, (40, 2)), rng.integers(0, 2, (40, 1))], 1).astype(np.float32)

for style, inc in load_requests():
    for size_step in (-2.0, -1.0, 1.0, 2.0):
        graded = grade_pattern(block, inc, size_step)
    print(style, graded.shape, float(graded[:, 0].max()))
