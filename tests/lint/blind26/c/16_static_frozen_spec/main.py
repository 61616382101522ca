import numpy as np
from pipeline import featurize

rng = np.random.default_rng(16)
sr = 8000
recordings = [np.sin(2 * np.pi * f0 * np.arange(2048) / sr).astype(np.float32)
              + 0.05 * rng.normal(size=2048).astype(np.float32)
              for f0 in (110, 140, 190, 220, 260, 300)]
print([round(float(featurize(w).mean()), 3) for w in recordings])
