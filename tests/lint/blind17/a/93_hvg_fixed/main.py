import numpy as np

from hvg import highly_variable

N_TOP = 30


def main():
    rng = np.random.default_rng(0)
    for sample in range(5):
        lam = rng.gamma(0.3, 1.0, size=200)
        counts = rng.poisson(lam, size=(100, 200)).astype(np.float32)
        idx, sub = highly_variable(counts, n_top=N_TOP)
        print(sample, sub.shape)


if __name__ == "__main__":
    main()
