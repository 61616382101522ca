import numpy as np

from hvg import highly_variable, n_top_for


def main():
    rng = np.random.default_rng(0)
    for sample in range(5):
        lam = rng.gamma(0.3, 1.0, size=200)
        counts = rng.poisson(lam, size=(100, 200)).astype(np.float32)
        n_top = n_top_for(counts)
        idx, sub = highly_variable(counts, n_top=n_top)
        print(sample, n_top, sub.shape)


if __name__ == "__main__":
    main()
