from functools import partial

import jax
import jax.numpy as jnp

from segments import load_experiments


def simulate(theta, y0, u, n_steps):
    def f(y, uk):
        y = theta[0] * y + theta[1] * uk + theta[2] * y ** 3
        return y, y
    _, ys = jax.lax.scan(f, y0, u[: n_steps - 1])
    return jnp.concatenate([y0[None], ys])


@partial(jax.jit, static_argnames=("n_steps",))
def sim_error_step(theta, u, y, n_steps):
    def loss(theta):
        return jnp.mean((simulate(theta, y[0], u, n_steps) - y) ** 2)
    return theta - 0.2 * jax.grad(loss)(theta)


def main():
    data = load_experiments()
    theta = jnp.array([0.5, 0.1, 0.0])
    for epoch in range(4):
        for u, y in data:
            theta = sim_error_step(theta, u, y, n_steps=len(y))
    print(theta)


if __name__ == "__main__":
    main()
