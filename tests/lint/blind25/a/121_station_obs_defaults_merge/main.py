import jax
import jax.numpy as jnp
import numpy as np

from obs import station_day


@jax.jit
def spray_window_hours(day):
    ok_wind = (day["wind_ms"] > 0.8) & (day["wind_ms"] < 4.5)
    ok_temp = day["temp_c"] < 27.0
    ok_rh = day["rh_pct"] > 45.0
    dry = day["leaf_wet"] < 0.5
    return jnp.sum(ok_wind & ok_temp & ok_rh & dry)


def main():
    rng = np.random.default_rng(4)
    for d in range(8):
        day = station_day(rng, has_wind=d % 2 == 0, has_wetness=d % 3 == 0)
        print(f"day {d}: {int(spray_window_hours(day))} suitable spray hours")


if __name__ == "__main__":
    main()
