import numpy as np
import jax.numpy as jnp

from config import SENSORS
from detector import scan_sensor

rng = np.random.default_rng(3)

for name, cfg in SENSORS.items():
    values = rng.normal(size=cfg["window"]).astype(np.float32)
    values[rng.integers(cfg["window"])] += 6.0
    n_alerts, peak = scan_sensor(jnp.asarray(values), cfg)
    print(f"{name:15s} alerts={n_alerts} peak_z={peak:.2f}")
