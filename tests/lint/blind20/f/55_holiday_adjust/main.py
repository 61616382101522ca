import datetime as dt
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from calendar_feats import forecast_days, is_low_load_day


@partial(jax.jit, static_argnames=("day",))
def adjust_profile(base_profile, temp_c, day):
    scale = 0.7 if is_low_load_day(day) else 1.0
    heating = 0.03 * jnp.maximum(15.0 - temp_c, 0.0)
    return base_profile * scale * (1.0 + heating)


def main():
    rng = np.random.default_rng(21)
    base = (1 + 0.5 * np.sin((np.arange(24) - 6) / 24 * 2 * np.pi)).astype(np.float32)
    for day in forecast_days(dt.date(2024, 12, 23), 6):
        temp = rng.normal(3, 2, 24).astype(np.float32)
        prof = adjust_profile(base, temp, day=day)
        print(day, round(float(prof.sum()), 2))


if __name__ == "__main__":
    main()
