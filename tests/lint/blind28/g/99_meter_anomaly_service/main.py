import numpy as np

from service import handle


def main():
    rng = np.random.default_rng(280)
    for req in range(8):
        n = int(rng.integers(1, 60))
        scores = handle(rng.standard_normal((n, 6)).astype(np.float32))
        print(req, n, int((scores > 0.6).sum()))


if __name__ == "__main__":
    main()
