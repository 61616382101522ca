import jax
import jax.numpy as jnp
import numpy as np

from forcing import DEFAULT_CORRECTION, precip_correction


@jax.jit
def winter_balance(precip, temp, corr):
    snow = jnp.where(temp < 1.0, precip * corr, 0.0)
    return jnp.sum(snow) / 1000.0


rng = np.random.default_rng(4)
GLACIERS = [("Engabreen", True), ("Abramov", False), ("Djankuat", True), ("Urumqi No.1", False), ("Zongo", True)]
for name, has_station in GLACIERS:
    precip = jnp.asarray(rng.gamma(0.7, 4.0, 180), jnp.float32)
    temp = jnp.asarray(rng.normal(-6.0, 5.0, 180), jnp.float32)
    if has_station:
        corr = precip_correction(rng.gamma(0.7, 5.0, 400), rng.gamma(0.7, 4.0, 400))
    else:
        corr = DEFAULT_CORRECTION
    print(f"{name:>12s}: winter balance {float(winter_balance(precip, temp, corr)):.2f} m w.e. (corr {float(corr):.2f})")
