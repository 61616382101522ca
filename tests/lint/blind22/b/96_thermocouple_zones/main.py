import numpy as np

from plant import read_zone_temps, shift_health
from zone import zone_uniformity


def main():
    rng = np.random.default_rng(139)
    for shift in range(4):
        healthy = shift_health(shift)
        temps = read_zone_temps(rng)
        mean_spread, max_spread = zone_uniformity(temps, healthy)
        print(shift, int(healthy.sum()), round(float(mean_spread), 2), round(float(max_spread), 2))


if __name__ == "__main__":
    main()
