import numpy as np
import jax
import jax.numpy as jnp

from alarms import daily_alarms

SEVERITY = jnp.array([0.2, 0.6, 0.4, 1.0, 0.3, 0.5])


@jax.jit
def alarm_burden(counts):
    share = counts / counts.sum()
    entropy = -jnp.sum(jnp.where(share > 0, share * jnp.log(jnp.where(share > 0, share, 1.0)), 0.0))
    return jnp.sum(counts * SEVERITY), entropy


rng = np.random.default_rng(9)
for day in range(10):
    counts = daily_alarms(day, rng)
    burden, ent = alarm_burden(counts)
    print(day, int((counts > 0).sum()), round(float(burden), 1), round(float(ent), 2))
