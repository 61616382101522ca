from functools import partial

import jax
import jax.numpy as jnp

from segments import LENGTHS, load_padded


def simulate(theta, y0, u, n_steps):
    def f(y, uk):
        y = theta[0] * y + theta[1] * uk + theta[2] * y ** 3
        return y, y
    _, ys = jax.lax.scan(f, y0, u[: n_steps - 1])
    return jnp.concatenate([y0[None], ys])


@partial(jax.jit, static_argnames=("n_steps",))
def sim_error_step(theta, u, y, mask, n_steps):
    def loss(theta):
        err = (simulate(theta, y[0], u, n_steps) - y) ** 2
        return jnp.sum(mask * err) / jnp.sum(mask)
    return theta - 0.2 * jax.grad(loss)(theta)


def main():
    data = load_padded()
    horizon = max(LENGTHS)
    theta = jnp.array([0.5, 0.1, 0.0])
    for epoch in range(4):
        for u, y, mask in data:
            theta = sim_error_step(theta, u, y, mask, n_steps=horizon)
    print(theta)


if __name__ == "__main__":
    main()
