import numpy as np

from surface import surface_temperature
from timeline import day_and_hour, forecast_valid_times


def main():
    lon = np.linspace(-180, 180, 73, dtype=np.float32)
    base = np.full_like(lon, 14.0)
    for t in forecast_valid_times():
        doy, hour = day_and_hour(t)
        ts = surface_temperature(base, lon, doy, hour)
        print(t.isoformat(), float(ts.max()))


if __name__ == "__main__":
    main()
