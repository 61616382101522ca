import jax
import jax.numpy as jnp


@jax.jit
def simulate_classroom(key, ability, difficulty):
    p = jax.nn.sigmoid(ability[:, None] - difficulty[None, :])
    return jax.random.bernoulli(key, p).astype(jnp.float32)
