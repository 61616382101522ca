import jax
import jax.numpy as jnp

from model import init_mlp, mse


def run(x, y, xv, yv, width, seed, lr=0.1, steps=8):
    params = init_mlp(jax.random.PRNGKey(seed), x.shape[1], width)

    def sgd_step(params):
        g = jax.grad(mse)(params, x, y)
        return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)

    sgd_step = jax.jit(sgd_step)
    for _ in range(steps):
        params = sgd_step(params)
    return float(mse(params, xv, yv))
