import functools

import jax
import jax.numpy as jnp

from configs import SCENARIOS, get_dt


@functools.partial(jax.jit, static_argnames=("n_steps",))
def simulate_idm(x0, v0, lead_x, lead_v, dt, n_steps):
    def idm(carry, _):
        x, v, lx = carry
        gap = jnp.maximum(lx - x - 5.0, 0.1)
        s_star = 2.0 + v * 1.5 + v * (v - lead_v) / (2 * jnp.sqrt(1.5 * 2.0))
        a = 1.5 * (1 - (v / 15.0) ** 4 - (s_star / gap) ** 2)
        v = jnp.maximum(v + a * dt, 0.0)
        return (x + v * dt, v, lx + lead_v * dt), gap

    _, gaps = jax.lax.scan(idm, (x0, v0, lead_x), None, length=n_steps)
    return gaps.min()


def main():
    x0 = jnp.zeros(4)
    v0 = jnp.array([10.0, 12.0, 8.0, 14.0])
    lead_x = jnp.array([30.0, 25.0, 40.0, 20.0])
    lead_v = jnp.float32(9.0)
    for cfg in SCENARIOS:
        min_gap = simulate_idm(x0, v0, lead_x, lead_v, get_dt(cfg), n_steps=cfg["n_steps"])
        print(cfg["name"], float(min_gap))


if __name__ == "__main__":
    main()
