from functools import partial

import jax
import jax.numpy as jnp

from schedules import warmup_cosine

TOTAL, WARMUP, PEAK = 8, 3, 5e-3


def u(params, x, y):
    h = jnp.sin(jnp.stack([x, y], -1) @ params["w"] + params["b"])
    return h @ params["v"]


def poisson_residual(params, x, y):
    f = lambda a, b: u(params, a, b)
    uxx = jax.vmap(jax.grad(jax.grad(f, 0), 0))(x, y)
    uyy = jax.vmap(jax.grad(jax.grad(f, 1), 1))(x, y)
    return uxx + uyy + 2 * jnp.pi ** 2 * jnp.sin(jnp.pi * x) * jnp.sin(jnp.pi * y)


@jax.jit
def sgd_step(params, x, y, step):
    lr = warmup_cosine(step, TOTAL, WARMUP, PEAK)
    loss, g = jax.value_and_grad(lambda p: jnp.mean(poisson_residual(p, x, y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, gp: p - lr * gp, params, g), loss


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k1, (2, 32)), "b": jnp.zeros(32), "v": jax.random.normal(k2, (32,)) * 0.05}
    for step in range(TOTAL):
        key, kx, ky = jax.random.split(key, 3)
        x = jax.random.uniform(kx, (64,))
        y = jax.random.uniform(ky, (64,))
        params, loss = sgd_step(params, x, y, step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
