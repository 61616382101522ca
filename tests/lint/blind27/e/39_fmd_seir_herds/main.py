import jax.numpy as jnp

from herds import HERD_REPORTS, observation_days
from sim import herd_epidemic

for name, days, beta in HERD_REPORTS:
    ts = jnp.asarray(observation_days(days))
    infectious = herd_epidemic(jnp.float32(beta), ts)
    print(f"{name}: peak infectious fraction {float(infectious.max()):.3f} by day {days}")
