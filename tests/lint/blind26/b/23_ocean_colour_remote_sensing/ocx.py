import jax
import jax.numpy as jnp

# OC4-style polynomial coefficients
OC4 = jnp.array([0.3272, -2.9940, 2.7218, -1.2259, -0.5683])


def oc4_chlorophyll(rrs443, rrs490, rrs510, rrs555):
    mbr = jnp.maximum(jnp.maximum(rrs443, rrs490), rrs510) / rrs555
    x = jnp.log10(jnp.clip(mbr, 1e-3))
    log_chl = jnp.polyval(OC4[::-1], x)
    return 10.0 ** log_chl


def process_granule(bands):
    chl_fn = jax.jit(oc4_chlorophyll)
    return chl_fn(bands["443"], bands["490"], bands["510"], bands["555"])
