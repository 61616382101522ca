import jax
import jax.numpy as jnp


@jax.jit
def simulate_round(key, strength, temperature):
    n = strength.shape[0]
    noise = jax.random.gumbel(key, (n,))
    score = strength / temperature + noise
    return jnp.argsort(-score)
