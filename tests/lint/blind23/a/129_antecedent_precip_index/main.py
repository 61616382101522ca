import numpy as np

from soil import antecedent_precip_index
from stations import station_records


def main():
    rng = np.random.default_rng(0)
    for s, (rec, n_valid) in enumerate(station_records(rng)):
        api = antecedent_precip_index(rec, n_valid=n_valid)
        print(s, n_valid, round(float(api), 2))


if __name__ == "__main__":
    main()
