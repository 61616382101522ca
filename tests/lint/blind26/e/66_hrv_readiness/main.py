import jax
import jax.numpy as jnp
import numpy as np

from store import RollingHRV


@jax.jit
def hrv_readiness(window, today):
    ln = jnp.log(window)
    mu, sd = jnp.mean(ln), jnp.std(ln) + 1e-3
    z = (jnp.log(today) - mu) / sd
    return z, z < -1.0


rng = np.random.default_rng(34)
store = RollingHRV()
for day in range(7):
    store.add(float(rng.normal(75, 8)))
for day in range(7, 21):
    today = np.float32(rng.normal(75, 8) - (15 if day % 9 == 0 else 0))
    z, flag = hrv_readiness(store.window(), today)
    print("day", day, "lnRMSSD z", round(float(z), 2), "flag", bool(flag))
    store.add(float(today))
