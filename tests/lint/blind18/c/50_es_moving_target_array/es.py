import equinox as eqx
import jax
import jax.numpy as jnp


class ESState(eqx.Module):
    mean: jax.Array
    sigma: jax.Array


@eqx.filter_jit
def es_step(state, fitness_fn, target, key, popsize=32, lr=0.1):
    eps = jax.random.normal(key, (popsize,) + state.mean.shape)
    eps = jnp.concatenate([eps, -eps])
    scores = jax.vmap(fitness_fn, in_axes=(0, None))(state.mean + state.sigma * eps, target)
    scores = (scores - scores.mean()) / (scores.std() + 1e-8)
    grad = (scores[:, None] * eps).mean(axis=0) / state.sigma
    return ESState(state.mean + lr * grad, state.sigma), scores.max()
