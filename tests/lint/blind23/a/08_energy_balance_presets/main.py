from functools import partial

import jax
import jax.numpy as jnp

from params import load_params

SIGMA = 5.67e-8
SECONDS_PER_YEAR = 3.15e7


@partial(jax.jit, static_argnums=(1,))
def ebm_step(T, p, co2_forcing):
    absorbed = p.solar_constant / 4 * (1 - p.albedo)
    emitted = p.emissivity * SIGMA * T ** 4
    dTdt = (absorbed - emitted + co2_forcing) / p.heat_capacity
    return T + dTdt * SECONDS_PER_YEAR * 0.1


def main():
    T = jnp.array([288.0, 270.0, 300.0])
    for year in range(40):
        preset = "default" if year % 2 == 0 else "bright"
        p = load_params(preset)
        forcing = 5.35 * jnp.log(1.0 + 0.01 * year)
        T = ebm_step(T, p, forcing)
    print(T)


if __name__ == "__main__":
    main()
