import numpy as np

from scoring import detection_f1
from settings import GRID, settings_for

rng = np.random.default_rng(48)
truth = rng.random(64) > 0.5
probs = rng.random((64, 600)).astype(np.float32) * 0.6
probs[truth, 200:260] += 0.4

for overrides in GRID:
    s = settings_for(overrides)
    print(s, round(float(detection_f1(probs, truth, **s)), 3))
