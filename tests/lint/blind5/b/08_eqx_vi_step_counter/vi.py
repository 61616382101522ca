import equinox as eqx
import jax
import jax.numpy as jnp


def neg_elbo(guide, key, log_joint, n_mc):
    z = guide.sample(key, n_mc)
    return -(jnp.mean(jax.vmap(log_joint)(z)) + guide.entropy())


@eqx.filter_jit
def svi_update(guide, key, log_joint, lr):
    loss, grads = eqx.filter_value_and_grad(neg_elbo)(guide, key, log_joint, 16)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    guide = eqx.apply_updates(guide, updates)
    guide = eqx.tree_at(lambda g: g.n_updates, guide, guide.n_updates + 1)
    return guide, loss
