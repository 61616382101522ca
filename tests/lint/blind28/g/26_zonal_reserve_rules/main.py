import numpy as np

from settings import rules_from_dict
from reserve import reserve_requirement


def main():
    rng = np.random.default_rng(15)
    raw = {"spinning_frac": 0.05, "largest_unit_mw": 450.0, "n_zones": 3}
    for hour in range(8):
        rules = rules_from_dict(dict(raw))
        load = rng.uniform(1500, 3000, 3).astype(np.float32)
        wind = rng.uniform(0, 800, 3).astype(np.float32)
        req = reserve_requirement(load, wind, rules)
        print(hour, np.round(np.asarray(req), 1))


if __name__ == "__main__":
    main()
