import numpy as np

from composite import composite_grade
from gradebook import COURSE_COMPONENTS, component_scores

rng = np.random.default_rng(0)
for course in COURSE_COMPONENTS:
    cols = component_scores(course, rng)
    t = composite_grade(*cols)
    print(f"{course:8s} ({len(cols)} components): top T-score {float(t.max()):.1f}")
