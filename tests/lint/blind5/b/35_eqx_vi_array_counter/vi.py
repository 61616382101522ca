import equinox as eqx
import jax
import jax.numpy as jnp


def neg_elbo(guide, key, log_joint, n_mc):
    z = guide.sample(key, n_mc)
    return -(jnp.mean(jax.vmap(log_joint)(z)) + guide.entropy())


@eqx.filter_jit
def svi_update(guide, key, log_joint, lr):
    params, static = eqx.partition(guide, eqx.is_inexact_array)
    loss, grads = jax.value_and_grad(lambda p: neg_elbo(eqx.combine(p, static), key, log_joint, 16))(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    guide = eqx.combine(params, static)
    guide = eqx.tree_at(lambda g: g.n_updates, guide, guide.n_updates + 1)
    return guide, loss
