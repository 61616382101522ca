import numpy as np
import jax.numpy as jnp

from posterior import parallax_posterior_grid


def exp_decreasing_space_density(length_scale_pc):
    return lambda plx: -2 * jnp.log(plx) - 1000.0 / (plx * length_scale_pc)


def main():
    grid = jnp.linspace(0.01, 5.0, 2000)
    stars = [("Gaia DR3 1", 0.8, 0.3, 1350.0), ("Gaia DR3 2", 0.25, 0.2, 1350.0),
             ("Gaia DR3 3", 1.9, 0.1, 900.0), ("Gaia DR3 4", 0.05, 0.15, 1350.0)]
    for name, plx, err, L in stars:
        post = parallax_posterior_grid(grid, plx, err, log_prior=exp_decreasing_space_density(L))
        d = float(jnp.sum(post * 1000.0 / grid))
        print(f"{name}: plx={plx}+/-{err} mas -> mean distance {d:.0f} pc")


if __name__ == "__main__":
    main()
