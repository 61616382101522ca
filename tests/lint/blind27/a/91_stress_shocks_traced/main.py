import numpy as np
import jax.numpy as jnp

from balance_sheet import own_funds_after_shock

SCENARIOS = {
    "base": (0.0, 0.0, 0.0),
    "rates_up": (0.01, 0.0, 0.0),
    "rates_down": (-0.01, 0.0, 0.0),
    "equity_crash": (0.0, 0.39, 0.0),
    "mass_lapse": (0.0, 0.0, 0.4),
    "combined": (-0.005, 0.25, 0.1),
}


def main():
    rng = np.random.default_rng(311)
    bond_cf = jnp.asarray(rng.uniform(8, 12, 30), jnp.float32)
    liab_cf = jnp.asarray(rng.uniform(7, 10, 30), jnp.float32)
    curve = jnp.asarray(np.linspace(0.025, 0.032, 30), jnp.float32)
    equity = jnp.float32(60.0)
    base = None
    for name, (dr, de, dl) in SCENARIOS.items():
        of = float(own_funds_after_shock(bond_cf, equity, liab_cf, curve, dr, de, dl))
        base = of if base is None else base
        print(f"{name:13s} {of:8.2f} {of - base:8.2f}")


if __name__ == "__main__":
    main()
