import jax
import jax.numpy as jnp


@jax.jit
def estimate_gross_weight(span_strains, calib):
    areas = [jnp.sum(s, axis=0).mean() for s in span_strains]
    return calib * jnp.mean(jnp.stack(areas))
