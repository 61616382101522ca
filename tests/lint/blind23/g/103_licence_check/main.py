import datetime as dt

import jax
import jax.numpy as jnp

from timeseries import hourly_record, utc_days


@jax.jit
def daily_licence_check(q_hourly, licence_m3s):
    volume = q_hourly.sum() * 3600.0
    peak_excess = jnp.maximum(q_hourly - licence_m3s, 0.0).sum() * 3600.0
    return volume, peak_excess


def main():
    # hourly record for the week of the spring clock change
    start = dt.datetime(2023, 3, 23, 0, 0, tzinfo=dt.timezone.utc)
    times, q = hourly_record(start, 24 * 7)
    for day, q_day in utc_days(times, q):
        vol, excess = daily_licence_check(q_day, 7.5)
        print(dt.date.fromordinal(int(day)), len(q_day), f"volume {float(vol):.0f} m3, over licence {float(excess):.0f} m3")


if __name__ == "__main__":
    main()
