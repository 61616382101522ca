import jax
import jax.numpy as jnp


@jax.jit
def hinge_step(params, users, pos, neg, margin):
    def loss_fn(p):
        u = p["user"][users]
        gap = jnp.sum(u * p["item"][pos], -1) - jnp.sum(u * p["item"][neg], -1)
        return jnp.mean(jnp.maximum(0.0, margin - gap)), gap

    (loss, gap), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    params = jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g)
    new_margin = jnp.clip(jnp.median(gap), 0.1, 1.0)
    return params, loss, new_margin
