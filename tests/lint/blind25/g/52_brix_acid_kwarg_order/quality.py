import jax
import jax.numpy as jnp


@jax.jit
def maturity_index(brix, acidity, firmness):
    """Brix/acid ratio weighted by flesh firmness for citrus harvest decisions."""
    ratio = brix / jnp.maximum(acidity, 1e-3)
    return ratio * jnp.exp(-0.02 * (firmness - 50.0))
