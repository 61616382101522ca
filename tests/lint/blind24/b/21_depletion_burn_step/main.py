import jax.numpy as jnp

from depletion import burn_step


def initial_fuel(enrichment=0.04, n_zones=10):
    n_u = 2.2e22
    z = jnp.ones(n_zones)
    return [enrichment * n_u * z, (1 - enrichment) * n_u * z, 0.0 * z, 0.0 * z]


def main():
    densities = initial_fuel()
    flux = jnp.linspace(2e13, 3e13, 10)
    dt = 86400.0 * 10
    for step in range(8):
        densities = burn_step(densities, flux, dt)
        print(f"day {10 * (step + 1):3d}: Pu-239 {float(densities[2].mean()):.3e} /cm3")


if __name__ == "__main__":
    main()
