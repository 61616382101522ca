import datetime as dt

import jax
import jax.numpy as jnp

from timeseries import hourly_record, local_days


@jax.jit
def daily_abstraction_check(q_hourly, licence_m3s):
    volume = q_hourly.sum() * 3600.0
    peak_excess = jnp.maximum(q_hourly - licence_m3s, 0.0).sum() * 3600.0
    return volume, peak_excess


def main():
    start = dt.datetime(2023, 3, 23, 0, 0, tzinfo=dt.timezone.utc)
    times, q = hourly_record(start, 24 * 7)
    for day, q_day in local_days(times, q):
        if len(q_day) < 20:
            continue
        vol, excess = daily_abstraction_check(q_day, 7.5)
        print(day, len(q_day), f"volume {float(vol):.0f} m3, over licence {float(excess):.0f} m3")


if __name__ == "__main__":
    main()
