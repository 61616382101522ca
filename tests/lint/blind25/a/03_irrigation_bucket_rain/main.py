import jax.numpy as jnp

from bucket import water_balance_day
from weather import daily_rain_mm, daily_et0


def run_season(n_days=30, kc=1.05):
    rain = daily_rain_mm(n_days)
    et0 = daily_et0(n_days)
    storage = jnp.float32(90.0)
    total_drain = 0.0
    total_et = 0.0
    for day in range(n_days):
        storage, drain, aet = water_balance_day(storage, rain[day], et0[day], kc)
        total_drain += float(drain)
        total_et += float(aet)
    return float(storage), total_drain, total_et


if __name__ == "__main__":
    s, d, e = run_season()
    print(f"final storage {s:.1f} mm, drainage {d:.1f} mm, crop ET {e:.1f} mm")
