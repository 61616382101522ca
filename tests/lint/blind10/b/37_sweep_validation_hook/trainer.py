import jax
import jax.numpy as jnp


def huber(r, delta):
    a = jnp.abs(r)
    return jnp.where(a < delta, 0.5 * r**2, delta * (a - 0.5 * delta))


@jax.jit
def gd_step(params, x, y, lr, delta):
    def loss(p):
        return jnp.mean(huber(x @ p["w"] + p["b"] - y, delta))

    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)


def train(x, y, lr, delta, n_steps, hooks=()):
    params = {"w": jnp.zeros(x.shape[1]), "b": jnp.zeros(())}
    for step in range(n_steps):
        params = gd_step(params, x, y, lr, delta)
        for hook in hooks:
            hook(step, params, (lr, delta))
    return params
