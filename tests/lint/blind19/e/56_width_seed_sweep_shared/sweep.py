import jax
import jax.numpy as jnp

from model import init_mlp, mse


@jax.jit
def sgd_step(params, x, y, lr):
    g = jax.grad(mse)(params, x, y)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)


def run(x, y, xv, yv, width, seed, lr=0.1, steps=8):
    params = init_mlp(jax.random.PRNGKey(seed), x.shape[1], width)
    for _ in range(steps):
        params = sgd_step(params, x, y, lr)
    return float(mse(params, xv, yv))
