import numpy as np

from evaluate import elbow_rom

rng = np.random.default_rng(32)
for pitch in range(5):
    t = np.linspace(0, 2 * np.pi, 240)
    sh = np.stack([np.zeros(240), np.full(240, 1.5), np.zeros(240)], 1)
    el = np.stack([0.3 * np.cos(t), np.full(240, 1.5), 0.3 * np.sin(t)], 1)
    wr = el + np.stack([0.28 * np.cos(t + 1.0 + 0.05 * pitch), np.full(240, 0.05), 0.28 * np.sin(t + 1.0)], 1)
    m = {k: (v + rng.normal(0, 0.002, v.shape)).astype(np.float32) for k, v in
         {"shoulder": sh, "elbow": el, "wrist": wr}.items()}
    print("pitch", pitch, "elbow ROM (deg)", round(float(elbow_rom(m)), 1))
