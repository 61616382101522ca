import datetime

import jax
import jax.numpy as jnp
import numpy as np

from calendar_flags import OVERRIDES, bridge_days, holiday_flags


@jax.jit
def expected_arrivals(base, holiday, bridge):
    uplift = jnp.where(holiday, 1.35, 1.0) * jnp.where(bridge, 1.15, 1.0)
    return base * uplift


def main():
    start = datetime.date(2026, 4, 1)
    days = [start + datetime.timedelta(days=i) for i in range(35)]
    flags = holiday_flags(days)
    bridges = bridge_days(flags)
    rng = np.random.default_rng(0)
    for i, d in enumerate(days):
        holiday = OVERRIDES.get(d, flags[i])
        base = jnp.float32(rng.normal(220, 15))
        arr = expected_arrivals(base, holiday, bridges[i])
        if holiday or bridges[i]:
            print(d.isoformat(), round(float(arr)))


if __name__ == "__main__":
    main()
