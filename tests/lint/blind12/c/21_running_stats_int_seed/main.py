import numpy as np

from stats import merge_moments

N_FEATURES = 6


def read_chunks(rng, n_chunks, rows=128):
    for i in range(n_chunks):
        x = (rng.normal(size=(rows, N_FEATURES)) * (1 + i % 3)).astype(np.float32)
        w = rng.uniform(0.5, 1.5, size=rows).astype(np.float32)
        yield x, w


def main():
    rng = np.random.default_rng(0)
    count = 0
    mean = np.zeros(N_FEATURES, np.float32)
    m2 = np.zeros(N_FEATURES, np.float32)
    for chunk, weights in read_chunks(rng, 6):
        count, mean, m2 = merge_moments(count, mean, m2, chunk, weights)
    std = np.sqrt(np.asarray(m2) / float(count))
    print("weight", float(count), "std", std.round(3))


if __name__ == "__main__":
    main()
