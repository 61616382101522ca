import numpy as np

from pipeline import process_trial

rng = np.random.default_rng(8)
muscles = ["vastus_lateralis", "rectus_femoris", "biceps_femoris", "gastrocnemius"]
for trial in range(2):
    burst = np.sin(np.linspace(0, 3 * np.pi, 4000)).clip(0) ** 2
    channels = {m: (rng.normal(0, 1, 4000) * (0.05 + burst)).astype(np.float32) for m in muscles}
    env = process_trial(channels)
    print(trial, {m: round(float(e.max()), 4) for m, e in env.items()})
