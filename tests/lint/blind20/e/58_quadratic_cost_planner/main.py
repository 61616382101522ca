from functools import partial

import jax
import jax.numpy as jnp

from costs import spec_from_config

CONFIG = {"q_pos": 1.0, "q_vel": 0.1, "r": 0.01, "horizon": 10}
DT = 0.1


@partial(jax.jit, static_argnames=("spec", "horizon"))
def plan(x0, spec, horizon):
    def total(u):
        def f(x, uk):
            x_next = x + DT * jnp.array([x[1], uk])
            return x_next, spec.stage(x_next, uk)
        _, c = jax.lax.scan(f, x0, u)
        return jnp.sum(c)
    u = jnp.zeros(horizon)
    for _ in range(15):
        u = u - 0.2 * jax.grad(total)(u)
    return u


def control_tick(x):
    spec = spec_from_config(CONFIG)
    return plan(x, spec=spec, horizon=CONFIG["horizon"])[0]


def main():
    x = jnp.array([1.0, 0.0])
    for _ in range(6):
        u = control_tick(x)
        x = x + DT * jnp.array([x[1], u])
    print(x)


if __name__ == "__main__":
    main()
