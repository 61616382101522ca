import numpy as np

from comfort import comfort_score
from readings import poll_zone

rng = np.random.default_rng(0)
for cycle in range(3):
    scores = {z: round(float(comfort_score(poll_zone(z, rng))), 3) for z in ["office-1", "lab-1", "office-2", "lab-2"]}
    print(cycle, scores)
