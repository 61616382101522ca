import jax
import jax.numpy as jnp


@jax.jit
def add_round_noise(aggregate, round_seed, std):
    key = jax.random.fold_in(jax.random.PRNGKey(1234), round_seed)
    return aggregate + std * jax.random.normal(key, aggregate.shape)
