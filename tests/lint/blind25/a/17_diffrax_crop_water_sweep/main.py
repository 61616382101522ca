import itertools

import jax.numpy as jnp

from ode import run_scenario


def main():
    theta0 = jnp.float32(0.28)
    irrigation_levels = [2.0, 3.5, 5.0]
    crop_coefficients = [0.85, 1.0, 1.15]
    for irr, kc in itertools.product(irrigation_levels, crop_coefficients):
        ys = run_scenario(theta0, irr, kc, 4.0)
        print(f"irr {irr:.1f} mm/d kc {kc:.2f}: theta day 90 {float(ys[-1]):.3f}, min {float(ys.min()):.3f}")


if __name__ == "__main__":
    main()
