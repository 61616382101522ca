import json

import numpy as np

from station import StationMeta

METADATA = '{"elevation_m": 350.0, "anemometer_height_m": 3.0}'


def daily_batches(n_days=6, seed=1):
    rng = np.random.default_rng(seed)
    for d in range(n_days):
        yield d, {
            "tmean": rng.uniform(15, 28, 24).astype(np.float32),
            "rn": rng.uniform(8, 20, 24).astype(np.float32),
            "u": rng.uniform(0.5, 4.0, 24).astype(np.float32),
            "ea": rng.uniform(1.0, 2.2, 24).astype(np.float32),
        }


def main():
    for day, obs in daily_batches():
        meta = StationMeta(**json.loads(METADATA))
        et0 = meta.penman_monteith(obs["tmean"], obs["rn"], obs["u"], obs["ea"])
        print(f"day {day}: mean ET0 {float(et0.mean()):.2f} mm/d")


if __name__ == "__main__":
    main()
