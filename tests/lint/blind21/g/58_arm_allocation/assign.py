import jax
import jax.numpy as jnp


@jax.jit
def assign_arms(key, strata, n_arms_weights):
    """Stratified randomisation: within each unit draw an arm according to the weights."""
    logits = jnp.log(n_arms_weights)
    keys = jax.random.split(key, strata.shape[0])
    return jax.vmap(lambda k: jax.random.categorical(k, logits))(keys)
