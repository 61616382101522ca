import numpy as np

from products import benthic_light, daily_fields


def main():
    rng = np.random.default_rng(0)
    for day in range(0, 60, 10):
        par, kd = daily_fields(day, rng)
        surface = benthic_light(par, kd)
        seagrass = benthic_light(par, kd, depth=4.5)
        frac = float(np.mean(np.asarray(seagrass) / np.asarray(surface) > 0.18))
        print(f"day {day}: {frac * 100:.1f}% of pixels receive >18% of surface PAR at 4.5 m")


if __name__ == "__main__":
    main()
