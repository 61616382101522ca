import jax
import jax.numpy as jnp

# spectral efficiency per CQI index (LTE table, 4-bit CQI)
CQI_EFF = jnp.array([0.0, 0.1523, 0.2344, 0.377, 0.6016, 0.877, 1.1758, 1.4766,
                     1.9141, 2.4063, 2.7305, 3.3223, 3.9023, 4.5234, 5.1152, 5.5547])


@jax.jit
def select_mcs(cqi, bler_offset):
    c = jnp.clip(cqi - bler_offset, 0, 15)
    lo = jnp.floor(c).astype(jnp.int32)
    hi = jnp.minimum(lo + 1, 15)
    frac = c - lo
    eff = (1 - frac) * CQI_EFF[lo] + frac * CQI_EFF[hi]
    return jnp.argmin(jnp.abs(CQI_EFF[:, None] - eff[None, :]), axis=0), eff
