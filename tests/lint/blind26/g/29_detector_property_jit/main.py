import numpy as np

from detector import WhistleDetector

rng = np.random.default_rng(0)
templates = rng.normal(size=(8, 100)).astype(np.float32)   # frequency contours, 100 points
det = WhistleDetector(templates)
for w in range(6):
    contour = templates[w % 8] + 0.3 * rng.normal(size=100).astype(np.float32)
    print(w, det.best_match(contour))
