import jax.numpy as jnp
from drift import drift_trajectory

spawning_events = [("bank_A", 12), ("bank_B", 18), ("bank_A", 12), ("shelf", 25), ("bank_B", 18)]
for site, days in spawning_events:
    ts = jnp.arange(1, days + 1, dtype=jnp.float32)
    ys = drift_trajectory(jnp.array([0.0, 0.0]), (jnp.float32(0.4), jnp.float32(0.8)), ts)
    print(site, days, [round(float(v), 3) for v in ys[-1]])
