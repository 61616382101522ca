import numpy as np

from alerts import tension_alert_levels
from config import site_thresholds

SITES = ["orchard", "vineyard", "nursery", "vineyard", "orchard"]


def main():
    rng = np.random.default_rng(2)
    for site in SITES:
        tension = rng.uniform(10, 90, 16).astype(np.float32)
        levels = tension_alert_levels(tension, site_thresholds(site))
        print(f"{site:9s}: alert levels {np.asarray(levels).tolist()}")


if __name__ == "__main__":
    main()
