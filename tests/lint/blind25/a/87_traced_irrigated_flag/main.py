import numpy as np

from fields import FIELD_TABLE, season_weather
from model import water_limited_yield


def main():
    rng = np.random.default_rng(2)
    et0, rain = season_weather(rng)
    for f in FIELD_TABLE:
        y = water_limited_yield(f["irrigated"], f["awc"], et0, rain)
        print(f"{f['id']}: irrigated={f['irrigated']}, water-limited yield {float(y):.1f} t/ha")


if __name__ == "__main__":
    main()
