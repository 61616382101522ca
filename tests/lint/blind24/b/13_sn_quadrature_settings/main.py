import jax.numpy as jnp

from sn import SweepSettings, source_iteration


def run_case(scatter_ratio):
    settings = SweepSettings(order=8, n_cells=50)
    sigma_t = jnp.ones(settings.n_cells)
    sigma_s = scatter_ratio * sigma_t
    q = jnp.ones(settings.n_cells)
    return source_iteration(sigma_t, sigma_s, q, 10.0, settings=settings)


def main():
    for c in [0.5, 0.7, 0.9]:
        phi = run_case(c)
        print(f"c={c}: mid-slab scalar flux {float(phi[25]):.3f}")


if __name__ == "__main__":
    main()
