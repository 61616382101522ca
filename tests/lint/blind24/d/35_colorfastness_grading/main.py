import numpy as np

from grader import GreyScaleGrader

rng = np.random.default_rng(24)
grader = GreyScaleGrader()
for cycle in (1, 5, 10, 20, 30):
    before = rng.uniform([30, -20, -20], [70, 20, 20], (16, 3)).astype(np.float32)
    after = before + rng.normal(0, 0.3 * cycle ** 0.5, (16, 3)).astype(np.float32)
    grades, de = grader.grade(before, after)
    print(f"after {cycle:2d} washes: mean grade {float(grades.mean()):.2f}, max dE {float(de.max()):.2f}")
