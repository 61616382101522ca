import numpy as np

from reports import best_rep, set_summary

rng = np.random.default_rng(69)
reps = []
for r in range(5):
    t = np.linspace(0, 1, 200)
    acc = (6 * np.sin(2 * np.pi * t) * (1 - 0.05 * r) + rng.normal(0, 0.2, 200)).astype(np.float32)  # barbell IMU
    reps.append(acc)
print("mean concentric velocity per rep:", np.round(set_summary(reps), 3))
print("best rep:", best_rep(reps))
