import numpy as np

from etl.loader import ArrayLoader
from etl.stats import moment_sums


def main():
    rng = np.random.default_rng(0)
    n_rows = 1000
    features = rng.normal(loc=2.0, size=(n_rows, 12)).astype(np.float32)
    weights = rng.uniform(0.5, 1.5, size=n_rows).astype(np.float32)
    loader = ArrayLoader((features, weights), batch_size=128)
    for epoch in range(3):
        s1 = s2 = total = 0.0
        for x, w in loader:
            a, b, c = moment_sums(x, w)
            s1, s2, total = s1 + np.asarray(a), s2 + np.asarray(b), total + float(c)
        mean = s1 / total
        std = np.sqrt(s2 / total - mean ** 2)
        print(f"pass {epoch}: {len(loader)} chunks, mean={mean[:3].round(3)} std={std[:3].round(3)}")


if __name__ == "__main__":
    main()
