import jax
import jax.numpy as jnp

from config import VESSEL


@jax.jit
def fuel_per_day(speed_kn, displacement_ratio):
    ratio = speed_kn / VESSEL["design_speed_kn"]
    return VESSEL["design_consumption_t"] * ratio ** 3 * displacement_ratio ** (2.0 / 3.0)


def voyage_plan():
    return [13.5, 12.0, 14.2, 15.0, 11.8]


def main():
    base = fuel_per_day(VESSEL["service_speed_kn"], 1.0)
    print(f"service speed: {float(base):.1f} t/day")
    for leg, v in enumerate(voyage_plan()):
        print(f"leg {leg}: {v} kn -> {float(fuel_per_day(v, 0.92)):.1f} t/day")


if __name__ == "__main__":
    main()
