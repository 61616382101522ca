import numpy as np

from workflow import invert_event

rng = np.random.default_rng(94)
for ev in range(5):
    G = rng.normal(size=(48, 6)).astype(np.float32)
    m_true = rng.normal(size=6).astype(np.float32)
    event = {"G": G, "d": (G @ m_true + 0.05 * rng.normal(size=48)).astype(np.float32)}
    m, vr = invert_event(event)
    print(ev, round(float(vr), 4))
