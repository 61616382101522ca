import numpy as np

from bin_model import GrainBin, aeration_hour


def main():
    rng = np.random.default_rng(5)
    grain = GrainBin(8)
    for hour in range(48):
        air_t = np.float32(12 + 8 * np.sin(2 * np.pi * hour / 24))
        air_rh = np.float32(rng.uniform(45, 90))
        fan = bool(air_rh < 70)
        grain.moisture, grain.temp = aeration_hour(grain.moisture, grain.temp, air_t, air_rh, fan)
        if hour in (15, 33):
            grain.refill_top(0.21, 27.0)
    print(f"moisture by layer: {np.round(np.asarray(grain.moisture), 3).tolist()}")


if __name__ == "__main__":
    main()
