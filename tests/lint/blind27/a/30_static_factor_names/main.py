from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

RATING_FACTORS = ("age_band", "region", "vehicle_group")
LEVELS = {"age_band": 6, "region": 8, "vehicle_group": 10}


@partial(jax.jit, static_argnames=("factor_names",))
def multiplicative_premium(tables, policy_levels, base, factor_names):
    prem = jnp.full(policy_levels.shape[0], base)
    for j, name in enumerate(factor_names):
        prem = prem * tables[name][policy_levels[:, j]]
    return prem


def load_tables(rng):
    return {k: jnp.asarray(rng.uniform(0.7, 1.4, n), jnp.float32) for k, n in LEVELS.items()}


def main():
    rng = np.random.default_rng(61)
    tables = load_tables(rng)
    base = jnp.float32(310.0)
    for month in range(1, 7):
        lv = np.column_stack([rng.integers(0, LEVELS[k], 200) for k in RATING_FACTORS]).astype(np.int32)
        prem = multiplicative_premium(tables, jnp.asarray(lv), base, factor_names=tuple(RATING_FACTORS))
        print(month, round(float(prem.sum()), 1))


if __name__ == "__main__":
    main()
