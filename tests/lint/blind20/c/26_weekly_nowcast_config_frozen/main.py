from functools import partial

import jax
import jax.numpy as jnp

from config import integrator_config

REGION_SETTINGS = {"n_steps": 14, "dt": 0.5}


@partial(jax.jit, static_argnums=(2,))
def nowcast(y, rates, cfg):
    beta, gamma = rates

    def step(y, _):
        s, i, r = y
        inf = beta * s * i / (s + i + r)
        y = y + cfg.dt * jnp.stack([-inf, inf - gamma * i, gamma * i])
        return y, y[1]

    y, prevalence = jax.lax.scan(step, y, None, length=cfg.n_steps)
    return y, prevalence


if __name__ == "__main__":
    y = jnp.array([99_000.0, 1_000.0, 0.0])
    weekly_rates = jnp.array([[0.35, 0.14], [0.30, 0.14], [0.22, 0.14], [0.18, 0.14], [0.25, 0.14]])
    for week, rates in enumerate(weekly_rates):
        cfg = integrator_config(REGION_SETTINGS)
        y, prevalence = nowcast(y, rates, cfg)
        print(f"week {week}: prevalence {float(prevalence[-1]):.0f}")
