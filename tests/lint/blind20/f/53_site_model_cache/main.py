import datetime as dt

import jax.numpy as jnp
import numpy as np

from registry import get_scorer

SITES = {
    "warehouse": {"base": jnp.float32(40.0), "temp": jnp.float32(1.5), "hourly": jnp.linspace(0, 5, 24)},
    "hospital": {"base": jnp.float32(120.0), "temp": jnp.float32(3.0), "hourly": jnp.linspace(2, 8, 24)},
}


def main():
    rng = np.random.default_rng(13)
    onehot = np.eye(24, dtype=np.float32)
    start = dt.date(2024, 1, 8)
    for d in range(3):
        run_date = start + dt.timedelta(days=d)
        for site, coefs in SITES.items():
            temp = rng.normal(5, 3, 24).astype(np.float32)
            scorer = get_scorer(site, run_date, coefs)
            load = scorer(temp, onehot)
            print(run_date, site, float(load.sum()))


if __name__ == "__main__":
    main()
