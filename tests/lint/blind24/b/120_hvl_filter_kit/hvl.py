import equinox as eqx
import jax
import jax.numpy as jnp

# aluminium filter thicknesses of the QA kit (mm)
FILTERS_MM = [0.0, 1.0, 2.0, 3.0, 4.0, 6.0]


@eqx.filter_jit
def half_value_layer(readings_mgy, filters_mm):
    t = jnp.array(filters_mm)
    logr = jnp.log(readings_mgy / readings_mgy[0])
    # log-linear interpolation of the 50 % point
    target = jnp.log(0.5)
    idx = jnp.clip(jnp.searchsorted(-logr, -target), 1, len(filters_mm) - 1)
    t0, t1 = t[idx - 1], t[idx]
    l0, l1 = logr[idx - 1], logr[idx]
    return t0 + (target - l0) * (t1 - t0) / (l1 - l0)
