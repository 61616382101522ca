import numpy as np

from stats import zone_yield_stats
from zones import MAX_ZONES, field_zone_map


def main():
    rng = np.random.default_rng(5)
    for field in range(6):
        zmap = field_zone_map(rng)
        ymap = rng.normal(10, 1.5, zmap.shape).astype(np.float32)
        means, counts = zone_yield_stats(zmap, ymap, num_zones=MAX_ZONES)
        used = np.asarray(counts) > 0
        print(f"field {field}: {int(used.sum())} zones, means {np.round(np.asarray(means)[used], 2).tolist()}")


if __name__ == "__main__":
    main()
