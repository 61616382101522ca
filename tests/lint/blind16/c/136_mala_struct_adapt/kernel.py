import jax
import jax.numpy as jnp

from state import ChainState


def log_target(x):
    return -0.5 * jnp.sum(x**2 * jnp.array([1.0, 10.0, 0.1, 1.0]))


@jax.jit
def mala_step(state, key):
    eps = state.step_size
    k1, k2 = jax.random.split(key)
    g = jax.grad(log_target)(state.position)
    prop = state.position + 0.5 * eps**2 * g + eps * jax.random.normal(k1, state.position.shape)
    g_prop = jax.grad(log_target)(prop)
    lp_prop = log_target(prop)
    fwd = -jnp.sum((prop - state.position - 0.5 * eps**2 * g) ** 2) / (2 * eps**2)
    bwd = -jnp.sum((state.position - prop - 0.5 * eps**2 * g_prop) ** 2) / (2 * eps**2)
    log_a = lp_prop - state.log_prob + bwd - fwd
    accept = jnp.log(jax.random.uniform(k2)) < log_a
    new = state.replace(position=jnp.where(accept, prop, state.position),
                        log_prob=jnp.where(accept, lp_prop, state.log_prob))
    return new, jnp.minimum(1.0, jnp.exp(log_a))
