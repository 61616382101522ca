import jax
import jax.numpy as jnp

from historian import Historian


@jax.jit
def fan_energy_summary(kw):
    daily = kw.sum(axis=1) * 0.25
    return daily.mean(), daily.max(), jnp.percentile(kw, 99)


h = Historian()
for weeks_ago in range(5, -1, -1):
    mean_kwh, max_kwh, p99 = fan_energy_summary(h.week(weeks_ago))
    print(weeks_ago, round(float(mean_kwh), 1), round(float(p99), 1))
