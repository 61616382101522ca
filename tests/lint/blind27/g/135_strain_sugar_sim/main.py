import jax.numpy as jnp

from params import params_for
from sim import sugar_after

STRAINS = [
    {"name": "Prise de Mousse", "mu_max": 0.08, "ks": 6.0, "yield_xs": 0.12},
    {"name": "Montrachet", "mu_max": 0.07, "ks": 8.0, "yield_xs": 0.10},
    {"name": "Steinberg", "mu_max": 0.05, "ks": 5.0, "yield_xs": 0.11},
]


def main():
    for row in STRAINS:
        s, x = sugar_after(params_for(row), jnp.float32(220.0), jnp.float32(0.3), jnp.float32(96.0))
        print(f"{row['name']:16s}: sugar left {float(s):6.1f} g/L, biomass {float(x):.2f} g/L")


if __name__ == "__main__":
    main()
