import jax
import jax.numpy as jnp

from calendar_util import weekdays, weekend_days

BASE = jnp.array([0.3] * 7 + [0.9] * 11 + [0.4] * 6)


@jax.jit
def lighting_profile(day_index, dimming):
    weekend = (day_index % 7) >= 5
    seasonal = 1.0 + 0.15 * jnp.cos(2 * jnp.pi * day_index / 365.0)
    return jnp.where(weekend, 0.3, 1.0) * BASE * seasonal * dimming


dimming = jnp.float32(0.85)
total = 0.0
for d in weekdays(2):
    total += float(lighting_profile(d, dimming).sum())
for d in weekend_days(2):
    total += float(lighting_profile(d, dimming).sum())
print(round(total, 2))
