import numpy as np

from grader import CarcassGrader

grader = CarcassGrader(conformation_edges=[2.0, 4.0, 6.0, 8.0], fat_edges=[3.0, 6.0, 10.0, 14.0])
rng = np.random.default_rng(66)
for kill_day in range(5):
    muscle = rng.uniform(0, 10, size=60).astype(np.float32)
    fat = rng.gamma(3.0, 2.5, size=60).astype(np.float32)
    conf, fat_cls = grader.grade(muscle, fat)
    print(f"kill day {kill_day}: R-or-better {int((conf >= 2).sum())}, fat 4+ {int((fat_cls >= 3).sum())}")
