import jax
import jax.numpy as jnp
import numpy as np

STATION_CODES = ["ANMO", "CCM", "HKT", "SSPA", "TUC", "WCI"]
CORRECTIONS = jnp.array([0.12, -0.05, 0.08, 0.04, 0.02, -0.11])


@jax.jit
def residuals_with_station_terms(observed, predicted, station_idx):
    return observed - predicted - CORRECTIONS[station_idx]


def main():
    rng = np.random.default_rng(15)
    for ev in range(6):
        n = int(rng.integers(3, 6))
        recorded = sorted(rng.choice(len(STATION_CODES), n, replace=False).tolist())
        idx = np.full(len(STATION_CODES), -1)
        idx[:n] = recorded
        obs = np.zeros(len(STATION_CODES), np.float32)
        obs[:n] = rng.uniform(10, 60, n)
        pred = obs + (0.1 * rng.standard_normal(len(STATION_CODES))).astype(np.float32)
        r = residuals_with_station_terms(jnp.asarray(obs), jnp.asarray(pred), jnp.asarray(idx))
        r = np.asarray(r)[:n]
        print(ev, [STATION_CODES[i] for i in recorded], float(np.sqrt(np.mean(r ** 2))))


if __name__ == "__main__":
    main()
