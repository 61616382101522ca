import numpy as np

from placement import place_students
from policy import PlacementPolicy

rng = np.random.default_rng(0)
for school in ["north", "south", "east", "west", "central"]:
    scores = np.clip(rng.normal(62, 15, 120), 0, 100).astype(np.float32)
    policy = PlacementPolicy()
    level, counts = place_students(scores, policy)
    print(school, dict(zip(policy.names, np.asarray(counts).tolist())))
