import equinox as eqx
import jax
import jax.numpy as jnp


def make_members(key, n=3):
    keys = jax.random.split(key, n)
    return [eqx.nn.MLP(4, 1, 16, 2, key=k) for k in keys]


@eqx.filter_jit
def weighted_eta(members, weights, x):
    preds = jnp.stack([jax.vmap(m)(x)[:, 0] for m in members])
    return jnp.sum(weights[:, None] * preds, axis=0) / jnp.sum(weights)


def update_weights(weights, errors):
    # multiplicative weights on recent absolute error
    new = weights * jnp.exp(-0.1 * errors)
    return new / new.sum()
