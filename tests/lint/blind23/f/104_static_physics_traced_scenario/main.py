import jax.numpy as jnp

from config import GearModel, Scenario
from sim import peak_load_factor

SCENARIOS = [Scenario("nominal", 1.2, 60000.0, 0.95), Scenario("hard_landing", 3.0, 62000.0, 0.9),
             Scenario("crosswind", 1.8, 58000.0, 0.93), Scenario("wet_runway", 1.5, 61000.0, 0.95)]


def main():
    gear = GearModel()
    for sc in SCENARIOS:
        nz = peak_load_factor(jnp.float32(sc.sink_rate), jnp.float32(sc.mass), jnp.float32(sc.lift_fraction), gear)
        print(sc.name, round(float(nz), 3))


if __name__ == "__main__":
    main()
