import datetime

import jax.numpy as jnp
import numpy as np

from staffing import housekeeping_plan


def main():
    rng = np.random.default_rng(0)
    day = datetime.date(2026, 6, 1)
    for _ in range(21):
        checkouts = jnp.asarray(rng.integers(0, 2, 180), jnp.float32)
        stayovers = jnp.asarray(rng.integers(0, 2, 180), jnp.float32) * (1 - checkouts)
        kind = "weekend" if day.weekday() >= 5 else "weekday"
        staff = housekeeping_plan(checkouts, stayovers, day_type=kind)
        print(day.isoformat(), kind, int(staff))
        day += datetime.timedelta(days=1)


if __name__ == "__main__":
    main()
