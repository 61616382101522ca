import jax
import jax.numpy as jnp
from state import OMState

M = 0.2
SEL = 1 / (1 + jnp.exp(-(jnp.arange(8.0) - 2.5)))
WAA = 0.05 * jnp.arange(1.0, 9.0) ** 2.2

@jax.jit
def mse_year(state, rec_dev):
    n = state.numbers
    bio = jnp.sum(n * WAA * SEL)
    F = jnp.clip(state.tac / (bio + 1e-6), 0.0, 2.0)
    z = M + F * SEL
    n_next = jnp.concatenate([jnp.array([1e4 * jnp.exp(rec_dev)]), (n * jnp.exp(-z))[:-1]])
    new_tac = 0.2 * jnp.sum(n_next * WAA * SEL)
    return OMState(numbers=n_next, tac=new_tac, year=state.year + 1), bio
