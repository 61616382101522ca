import jax.numpy as jnp

from diffusion import one_group_flux
from options import options_for

CORES = [
    {"name": "small", "width": 80.0, "nsf": 0.0080},
    {"name": "medium", "width": 120.0, "nsf": 0.0078},
    {"name": "large", "width": 160.0, "nsf": 0.0076},
]


def main():
    for core in CORES:
        opts = options_for(core)
        n = opts.n_cells
        d = jnp.full(n, 1.3)
        sa = jnp.full(n, 0.0070)
        nsf = jnp.full(n, core["nsf"])
        phi, k = one_group_flux(d, sa, opts, nsf, core["width"])
        print(f"{core['name']:>6}: k_eff = {float(k):.4f}")


if __name__ == "__main__":
    main()
