import numpy as np

from sources import model_output
from stats import precip_distribution

MODELS = ["cesm", "ukesm", "ipsl", "mpi", "cnrm"]


def main():
    rng = np.random.default_rng(0)
    for name in MODELS:
        pr = model_output(name, rng)
        mean, q = precip_distribution(pr)
        print(name, pr.shape, round(float(mean), 3), np.round(np.asarray(q), 2))


if __name__ == "__main__":
    main()
