import jax
import jax.numpy as jnp


@jax.jit
def goose_flu_chain(p_transmit, n_birds, seed):
    key = jax.random.PRNGKey(seed)

    def gen(carry, k):
        s, i = carry
        new = jax.random.binomial(k, s, 1.0 - (1.0 - p_transmit) ** i)
        return (s - new, new), new
    _, cases = jax.lax.scan(gen, (n_birds - 1.0, jnp.float32(1.0)), jax.random.split(key, 15))
    return cases
