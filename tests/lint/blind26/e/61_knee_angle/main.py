import numpy as np

from evaluate import knee_rom

rng = np.random.default_rng(32)
for rep in range(5):
    t = np.linspace(0, 2 * np.pi, 240)
    hip = np.stack([np.zeros(240), np.full(240, 0.9), np.zeros(240)], 1)
    knee = np.stack([0.1 * np.sin(t), np.full(240, 0.5), np.zeros(240)], 1)
    ankle = np.stack([-0.1 + 0.2 * np.sin(t + 0.5 + 0.05 * rep), np.full(240, 0.1), np.zeros(240)], 1)
    m = {k: (v + rng.normal(0, 0.002, v.shape)).astype(np.float32) for k, v in
         {"hip": hip, "knee": knee, "ankle": ankle}.items()}
    print("squat rep", rep, "knee ROM (deg)", round(float(knee_rom(m)), 1))
