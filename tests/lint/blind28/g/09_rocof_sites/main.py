import numpy as np

from sites import SITES
from detect import rocof_alarm


def main():
    rng = np.random.default_rng(2)
    for sweep in range(2):
        for site in SITES:
            f = site.read(rng)
            peak, at = rocof_alarm(f, site.window)
            print(sweep, site.name, float(peak) * site.rate, int(at) / site.rate)


if __name__ == "__main__":
    main()
