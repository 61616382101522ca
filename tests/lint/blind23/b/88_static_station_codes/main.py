from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

STATION_CORRECTIONS = {"ANMO": 0.12, "CCM": -0.05, "HKT": 0.08, "WCI": -0.11, "TUC": 0.02, "SSPA": 0.04}


@partial(jax.jit, static_argnames=("stations",))
def corrected_residuals(observed, predicted, stations):
    corr = jnp.array([STATION_CORRECTIONS[s] for s in stations])
    return observed - predicted - corr


def main():
    rng = np.random.default_rng(15)
    names = sorted(STATION_CORRECTIONS)
    for ev in range(6):
        n = int(rng.integers(3, 6))
        recorded = tuple(sorted(rng.choice(names, n, replace=False).tolist()))
        obs = jnp.asarray(rng.uniform(10, 60, n), jnp.float32)
        pred = obs + jnp.asarray(0.1 * rng.standard_normal(n), jnp.float32)
        r = corrected_residuals(obs, pred, stations=recorded)
        print(ev, recorded, float(jnp.sqrt(jnp.mean(r ** 2))))


if __name__ == "__main__":
    main()
