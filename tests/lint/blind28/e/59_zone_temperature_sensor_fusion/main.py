import jax
import jax.numpy as jnp

from bms import ZoneSensorPoll


@jax.jit
def robust_zone_temp(readings):
    med = jnp.median(readings)
    mad = jnp.median(jnp.abs(readings - med)) + 1e-3
    w = jnp.exp(-0.5 * ((readings - med) / (3 * mad)) ** 2)
    return (w * readings).sum() / w.sum()


poller = ZoneSensorPoll()
for cycle in range(30):
    t = robust_zone_temp(poller.poll())
print(round(float(t), 2))
