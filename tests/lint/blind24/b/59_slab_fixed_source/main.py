import jax.numpy as jnp

from settings import read_settings
from solver import fixed_source_flux


def main():
    for absorber_ppm in [0, 500, 1000, 1500]:
        cfg = read_settings()
        n = cfg["n_cells"]
        h = cfg["width_cm"] / n
        sa = jnp.full(n, 0.02 + 1e-5 * absorber_ppm)
        phi = fixed_source_flux(jnp.full(n, 1.1), sa, jnp.ones(n), h, boundary=cfg["boundary"])
        print(f"{absorber_ppm:5d} ppm: mean flux {float(phi.mean()):.2f}")


if __name__ == "__main__":
    main()
