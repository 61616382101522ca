import numpy as np

from api import recommend


def main():
    rng = np.random.default_rng(0)
    catalogue = rng.uniform(0, 10, (300, 12)).astype(np.float32)
    names = [f"vintage-{i:03d}" for i in range(300)]
    for limit in [5, 3, 10, 8, 1]:
        r = {"profile": rng.uniform(0, 10, 12).tolist(), "limit": limit}
        print(limit, recommend(catalogue, names, r)[:2])


if __name__ == "__main__":
    main()
