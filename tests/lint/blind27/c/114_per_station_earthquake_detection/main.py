import numpy as np

from model import detection_scores
from registry import load_detectors

names = ["MAUN", "HILO", "KAHU", "POLI", "WAIK"]
detectors = load_detectors(names)
rng = np.random.default_rng(114)
for hour in range(2):
    for n in names:
        feats = rng.normal(size=(60, 8)).astype(np.float32)
        s = detection_scores(detectors[n], feats)
        print(hour, n, int((s > 0.9).sum()))
