import numpy as np

from settings import SETTINGS
from stability import stack_risk


def main():
    rng = np.random.default_rng(0)
    tiers = np.arange(1, SETTINGS["max_tier"] + 1, dtype=np.float32)[None, :]
    for bay in range(8):
        w = rng.uniform(2, 30, (12, SETTINGS["max_tier"])).astype(np.float32)
        wind = np.float32(rng.uniform(0, SETTINGS["wind_limit_ms"]))
        r = stack_risk(w, tiers, wind, aggregation=SETTINGS["aggregation"])
        print(f"bay {bay}: worst stack {int(r.argmax())} risk {float(r.max()):.2f}")


if __name__ == "__main__":
    main()
