import numpy as np

from config import EMGProcessing
from emg import emg_envelope

rng = np.random.default_rng(8)
muscles = ["vastus_lateralis", "rectus_femoris", "biceps_femoris", "gastrocnemius"]
for m in muscles:
    burst = np.sin(np.linspace(0, 3 * np.pi, 4000)).clip(0) ** 2
    raw = (rng.normal(0, 1, 4000) * (0.05 + burst)).astype(np.float32)
    env = emg_envelope(raw, cfg=EMGProcessing())
    print(m, "peak envelope", round(float(env.max()), 4))
