import numpy as np
from detector import MastitisDetector

rng = np.random.default_rng(5)
detector = MastitisDetector(threshold=1.15)
milking_sessions = 6
for session in range(milking_sessions):
    cond = rng.normal(5.0, 0.3, (40, 4)).astype(np.float32)
    cond[rng.integers(0, 40, 3), rng.integers(0, 4, 3)] += 1.2
    baseline = np.full(40, 5.0, np.float32)
    thr = 1.15 if session < 3 else 1.2
    alarms, iql = detector.screen(cond, baseline, threshold=thr)
    print(f"session {session}: {int(alarms.sum())} alarms, max IQL {float(iql.max()):.2f}")
