import numpy as np

from gait import knee_cycle_metrics
from resample import resample

rng = np.random.default_rng(73)
for stride in range(5):
    n_raw = int(rng.integers(135, 150))  # 148 Hz markerless capture, one gait cycle
    knee = 60 * np.sin(np.linspace(0, np.pi, n_raw)) ** 2 + rng.normal(0, 0.5, n_raw)
    rom, pk = knee_cycle_metrics(resample(knee, 148.0))
    print(stride, "ROM", round(float(rom), 1), "peak vel", round(float(pk), 1))
