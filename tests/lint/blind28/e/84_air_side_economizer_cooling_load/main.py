import numpy as np
import jax
import jax.numpy as jnp

from sites import SITES


@jax.jit
def cooling_coil_load(oat, rat, econ_enabled, oa_min, airflow):
    free = econ_enabled & (oat < rat - 1.0)
    oa_frac = jnp.where(free, 1.0, oa_min)
    mat = oa_frac * oat + (1 - oa_frac) * rat
    return jnp.sum(airflow * 1.2 * 1.006 * jnp.clip(mat - 13.0, 0.0, None))


rng = np.random.default_rng(3)
oat = jnp.asarray(rng.uniform(8, 30, 48), jnp.float32)
for site in SITES:
    flag = jnp.asarray(site["economizer_enabled"])
    q = cooling_coil_load(oat, jnp.float32(23.0), flag, jnp.float32(site["oa_min"]), jnp.float32(5.0))
    print(site["name"], round(float(q), 1))
