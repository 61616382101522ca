from functools import partial

import jax
import jax.numpy as jnp

from config import TrajOptConfig


def objective(u, cfg, start, goal):
    def f(x, uk):
        x = x + cfg.dt * jnp.array([x[1], uk])
        return x, x
    _, xs = jax.lax.scan(f, start, u)
    smooth = jnp.sum(jnp.diff(u) ** 2)
    return jnp.sum((xs[-1] - goal) ** 2) * 10.0 + cfg.smooth_weight * smooth


@partial(jax.jit, static_argnums=(1,))
def gd_step(u, cfg, start, goal):
    return u - cfg.step_size * jax.grad(objective)(u, cfg, start, goal)


def main():
    cfg = TrajOptConfig()
    start = jnp.array([0.0, 0.0])
    goal = jnp.array([1.0, 0.0])
    u = jnp.zeros(cfg.n_knots)
    for it in range(8):
        u = gd_step(u, cfg, start, goal)
        cfg = cfg.decayed(0.9)
    print(float(objective(u, cfg, start, goal)))


if __name__ == "__main__":
    main()
