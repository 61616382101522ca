import jax
import jax.numpy as jnp


@jax.jit
def brine_step(params, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.05 * gi, params, g), loss


def fit(params, x, y, steps, callbacks=()):
    for step in range(steps):
        params, loss = brine_step(params, x, y)
        for cb in callbacks:
            cb.on_step_end(step, params)
    return params, loss
