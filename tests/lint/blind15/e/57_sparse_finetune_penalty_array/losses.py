import equinox as eqx
import jax
import jax.numpy as jnp


def l1_penalty(model):
    leaves = jax.tree.leaves(eqx.filter(model, eqx.is_inexact_array))
    return sum(jnp.sum(jnp.abs(p)) for p in leaves)


def penalised_mse(model, x, y, l1):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2) + l1 * l1_penalty(model)


def l1_schedule(epoch, start=1e-4, growth=2.0):
    return start * growth ** epoch
