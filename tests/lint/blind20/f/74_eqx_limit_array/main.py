import equinox as eqx
import jax.numpy as jnp
import numpy as np

from plant import HydroPlant, with_daily_limit

ENV_FLOW_LIMITS = [120.0, 110.0, 95.0, 130.0]


@eqx.filter_jit
def daily_energy(plant, inflow):
    return jnp.sum(plant.power_mw(inflow))


def main():
    plant = HydroPlant(head_m=jnp.float32(45.0), efficiency=jnp.float32(0.9), max_flow=jnp.float32(jnp.inf))
    rng = np.random.default_rng(40)
    for day, limit in enumerate(ENV_FLOW_LIMITS):
        inflow = jnp.asarray(rng.uniform(60, 150, 24), dtype=jnp.float32)
        plant = with_daily_limit(plant, limit)
        print(f"day {day}: {float(daily_energy(plant, inflow)):.1f} MWh")


if __name__ == "__main__":
    main()
