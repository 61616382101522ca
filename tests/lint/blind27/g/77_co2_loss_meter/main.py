import argparse
from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("use_temperature_comp",))
def co2_to_sugar(co2_g, temp, use_temperature_comp):
    # 2 mol CO2 per hexose; optionally correct the CO2 loss meter for temperature
    if use_temperature_comp:
        co2_g = co2_g * (1.0 + 0.004 * (temp - 20.0))
    return co2_g * 180.16 / (2 * 44.01)


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--temp-comp", action="store_true", default=True)
    p.add_argument("--hours", type=int, default=48)
    return p.parse_args([])


def main():
    args = parse()
    rng = np.random.default_rng(8)
    consumed = 0.0
    for hour in range(args.hours):
        co2 = jnp.float32(rng.uniform(20, 60))
        temp = jnp.float32(18 + 6 * np.sin(hour / 12))
        consumed += float(co2_to_sugar(co2, temp, use_temperature_comp=args.temp_comp))
    print(f"sugar consumed in {args.hours} h: {consumed / 1000:.2f} kg")


if __name__ == "__main__":
    main()
