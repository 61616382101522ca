import numpy as np

from data import mixtures
from pit import pit_mse


def main():
    for est, ref in mixtures(np.random.default_rng(0)):
        loss = pit_mse(est, ref, n_src=ref.shape[0])
        print(ref.shape[0], float(loss))


if __name__ == "__main__":
    main()
