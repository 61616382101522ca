from functools import partial

import jax
import jax.numpy as jnp

STAGES = {
    0: dict(thrust=7.6e6, isp=282.0, dry=2.5e4),
    1: dict(thrust=9.3e5, isp=348.0, dry=4.0e3),
}


@partial(jax.jit, static_argnums=1)
def stage_flight(state, stage, dt):
    p = STAGES[stage]
    h, v, m = state
    mdot = p["thrust"] / (p["isp"] * 9.80665)
    rho = 1.225 * jnp.exp(-h / 8500.0)
    a = (p["thrust"] - 0.5 * rho * v ** 2 * 3.0) / m - 9.80665
    return jnp.array([h + v * dt, v + a * dt, m - mdot * dt])


def main():
    state = jnp.array([0.0, 0.0, 5.5e5])
    for k in range(300):
        stage = 0 if k < 150 else 1
        if k == 150:
            state = state.at[2].set(1.1e5)
        state = stage_flight(state, stage, 1.0)
    print([round(float(s), 1) for s in state])


if __name__ == "__main__":
    main()
