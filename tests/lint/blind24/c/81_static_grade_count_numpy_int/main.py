import numpy as np
from grades import grade_distribution
from meta import GRADE_NAMES, n_grades_from_meta

rng = np.random.default_rng(0)
for dept in ["legal", "finance", "it", "hr"]:
    idx = rng.integers(0, 7, size=35).astype(np.int32)
    fte = rng.choice([0.6, 1.0], size=35).astype(np.float32)
    dist = grade_distribution(idx, fte, n_grades=len(GRADE_NAMES))
    print(dept, np.round(np.asarray(dist), 2))

idx = rng.integers(0, 7, size=35).astype(np.int32)
print("company", np.round(np.asarray(grade_distribution(idx, np.ones(35, np.float32), n_grades=n_grades_from_meta())), 2))
