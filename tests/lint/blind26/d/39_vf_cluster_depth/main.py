import numpy as np

from indices import cluster_depth


def exams(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        td = rng.normal(-2, 4, size=54).astype(np.float32)
        reliable = rng.uniform(size=54) > rng.uniform(0.05, 0.5)
        yield {"td": td, "reliable": reliable}


def main():
    for i, ex in enumerate(exams(6)):
        print(i, int(ex["reliable"].sum()), round(float(cluster_depth(ex)), 2))


if __name__ == "__main__":
    main()
