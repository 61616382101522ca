import jax
import jax.numpy as jnp
import numpy as np

from config import DEFAULT
from sim import simulate_hour


def arrivals(hour, cfg, rng):
    peak = np.exp(-0.5 * ((hour - 13) / 3.0) ** 2)
    return jnp.asarray(rng.poisson(200 * peak, cfg.n_zones), jnp.float32)


def main():
    cfg = DEFAULT
    rng = np.random.default_rng(7)
    t = rng.random((cfg.n_zones, cfg.n_zones)).astype(np.float32)
    np.fill_diagonal(t, 0.0)
    transfer = jnp.asarray(0.02 * t / t.sum(1, keepdims=True))
    crowd = jnp.zeros(cfg.n_zones)
    for hour in range(8, 22):
        crowd = crowd + arrivals(hour, cfg, rng)
        crowd, totals = simulate_hour(crowd, transfer, cfg)
        print(hour, np.round(np.asarray(crowd), 1))


if __name__ == "__main__":
    main()
