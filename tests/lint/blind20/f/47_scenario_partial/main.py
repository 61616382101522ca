from functools import partial

import jax
import numpy as np

from scenarios import SCENARIOS, storage_value


def main():
    rng = np.random.default_rng(8)
    prices = (55 + 25 * np.sin((np.arange(24) - 8) / 24 * 2 * np.pi) + rng.normal(0, 6, 24)).astype(np.float32)
    for sc in SCENARIOS:
        value_fn = jax.jit(partial(storage_value,
                                   efficiency=sc["efficiency"],
                                   power_mw=sc["power_mw"],
                                   energy_mwh=sc["energy_mwh"]))
        print(f"{sc['name']:10s} {float(value_fn(prices)):9.1f} EUR/day")


if __name__ == "__main__":
    main()
