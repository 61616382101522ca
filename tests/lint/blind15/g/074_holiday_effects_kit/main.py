import datetime as dt

import jax
import jax.numpy as jnp
import numpy as np

from calendar_feats import date_range, holiday_flags

WEEK = 28


@jax.jit
def holiday_uplift(sales, flags):
    f = flags.astype(jnp.float32)
    on = jnp.sum(sales * f) / jnp.maximum(f.sum(), 1.0)
    off = jnp.sum(sales * (1 - f)) / jnp.maximum((1 - f).sum(), 1.0)
    return on / off


def main():
    rng = np.random.default_rng(0)
    store_overrides = {2: [0] * 10 + [1] * 2 + [0] * 16}
    for store in range(4):
        dates = date_range(dt.date(2024, 12, 10), WEEK)
        flags = holiday_flags(dates, store_overrides.get(store))
        sales = (100 + 30 * np.asarray(flags, np.float32) + rng.normal(0, 5, WEEK)).astype(np.float32)
        print(f"store {store}: uplift {float(holiday_uplift(sales, flags)):.3f}")


if __name__ == "__main__":
    main()
