import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=1)
def get_detector(method, cutoff):
    def detect(series):
        if method == "zscore":
            s = (series - series.mean()) / (series.std() + 1e-6)
        else:
            q1, q3 = jnp.percentile(series, 25), jnp.percentile(series, 75)
            s = (series - jnp.median(series)) / (q3 - q1 + 1e-6)
        return jnp.abs(s) > cutoff

    return jax.jit(detect)


TENANTS = {
    "payments": {"method": "zscore", "cutoff": 3.0},
    "search": {"method": "iqr", "cutoff": 2.5},
}


def main():
    rng = np.random.default_rng(7)
    for tick in range(4):
        for name, cfg in TENANTS.items():
            series = rng.normal(100, 10, size=256).astype(np.float32)
            detect = get_detector(cfg["method"], cfg["cutoff"])
            print(tick, name, int(detect(series).sum()))


if __name__ == "__main__":
    main()
