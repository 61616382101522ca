import numpy as np
import jax
import jax.numpy as jnp

from alarms import daily_alarms

SEVERITY = {1: 0.2, 3: 0.6, 4: 0.4, 7: 1.0, 9: 0.3, 12: 0.5}


@jax.jit
def alarm_burden(counts, severity):
    share = counts / counts.sum()
    entropy = -jnp.sum(share * jnp.log(share))
    return jnp.sum(counts * severity), entropy


rng = np.random.default_rng(9)
for day in range(10):
    kinds, counts = daily_alarms(day, rng)
    sev = np.array([SEVERITY[int(k)] for k in kinds], np.float32)
    burden, ent = alarm_burden(counts, sev)
    print(day, len(kinds), round(float(burden), 1), round(float(ent), 2))
