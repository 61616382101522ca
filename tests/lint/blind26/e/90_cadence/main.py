import numpy as np

from detector import StepDetector

rng = np.random.default_rng(48)
det = StepDetector(fs=100.0)
for session in range(5):
    t = np.arange(3000) / 100.0
    acc = ((1.5 + 0.2 * session) * np.sin(2 * np.pi * 1.4 * t) + rng.normal(0, 0.1, 3000)).astype(np.float32)
    det.adapt(acc)
    print("session", session, "threshold", det.threshold, "cadence", round(float(det.cadence(acc)), 1))
