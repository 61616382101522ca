import jax
import jax.numpy as jnp

from calendar_data import meter_days


@jax.jit
def demand_stats(kw):
    peak = kw.max()
    load_factor = kw.mean() / peak
    ramp = jnp.abs(jnp.diff(kw)).max()
    return jnp.stack([peak, load_factor, ramp])


peaks = []
for day, kw in meter_days():
    stats = demand_stats(kw)
    peaks.append(float(stats[0]))
print(f"{len(peaks)} days, max peak {max(peaks):.1f} kW")
