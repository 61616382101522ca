import jax
import numpy as np
from scheduler import RunwayConfig, assign_slots

rng = np.random.default_rng(7)
for hour in range(6):
    eta = np.sort(rng.uniform(0, 60, 40)).astype(np.float32)
    heavy = rng.uniform(size=40) < 0.2
    cfg = RunwayConfig(n_runways=2, sep_heavy=2.0, sep_default=1.5)
    delay, rwy = assign_slots(eta, heavy, cfg=cfg)
    print(f"hour {hour}: mean delay {float(delay.mean()):.2f} min, rwy0 share {float((rwy == 0).mean()):.2f}")
