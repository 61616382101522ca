import jax.numpy as jnp

from events import DT_H, EVENTS
from precool import event_drift

for start, duration in EVENTS:
    n = int(duration / DT_H)
    t_max = event_drift(jnp.float32(21.0), jnp.float32(34.0), n)
    print(start, duration, round(float(t_max), 2))
