import jax
import jax.numpy as jnp

from bms import ZoneSensorPoll


@jax.jit
def robust_zone_temp(readings):
    ok = ~jnp.isnan(readings)
    med = jnp.nanmedian(readings)
    mad = jnp.nanmedian(jnp.abs(readings - med)) + 1e-3
    w = jnp.where(ok, jnp.exp(-0.5 * ((readings - med) / (3 * mad)) ** 2), 0.0)
    return jnp.sum(jnp.where(ok, w * readings, 0.0)) / w.sum()


poller = ZoneSensorPoll()
for cycle in range(30):
    t = robust_zone_temp(poller.poll())
print(round(float(t), 2))
