import numpy as np

from config import PROFICIENCY_LEVELS
from ordinal import level_distribution

rng = np.random.default_rng(0)
cuts = np.array([40, 55, 70, 85], np.float32)

# state assessment: levels from the published framework
for district in range(3):
    scores = np.clip(rng.normal(62, 15, 300), 0, 100).astype(np.float32)
    dist, _ = level_distribution(scores, cuts, n_levels=PROFICIENCY_LEVELS)
    print("district", district, np.round(np.asarray(dist), 3).tolist())

# interim benchmark: levels read from the vendor's label file
vendor_levels = np.array([0, 1, 2, 3, 4, 2, 1, 3])
n_levels = vendor_levels.max() + 1
for school in range(3):
    scores = np.clip(rng.normal(58, 18, 300), 0, 100).astype(np.float32)
    dist, _ = level_distribution(scores, cuts, n_levels=n_levels)
    print("school", school, np.round(np.asarray(dist), 3).tolist())
