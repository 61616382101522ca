import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def regularized_loss(model, x, y, l2=1e-4):
    pred = jax.vmap(model)(x)
    mse = jnp.mean((pred[:, 0] - y) ** 2)
    params = eqx.filter(model, eqx.is_inexact_array)
    penalty = sum(jnp.sum(p ** 2) for p in jax.tree_util.tree_leaves(params))
    return mse + l2 * penalty
