import numpy as np
from pll import lock_transient

FS = 2000.0
rng = np.random.default_rng(2)
bursts = [(float(rng.uniform(-30, 30)), int(n)) for n in rng.choice([100, 160, 240], 6)]
for dw, n_samples in bursts:
    ts = np.arange(n_samples, dtype=np.float32) / FS
    phase_err = lock_transient(dw, 60.0, 900.0, ts)
    print(f"offset {dw:6.1f} rad/s  final phase err {float(phase_err[-1]):.4f}")
