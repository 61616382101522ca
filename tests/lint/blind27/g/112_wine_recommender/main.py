import numpy as np

from api import recommend


def main():
    rng = np.random.default_rng(0)
    catalogue = rng.uniform(0, 10, (300, 12)).astype(np.float32)  # tasting-note descriptor profiles
    names = [f"wine-{i:03d}" for i in range(300)]
    requests = [{"profile": rng.uniform(0, 10, 12).tolist()},
                {"profile": rng.uniform(0, 10, 12).tolist(), "limit": 3},
                {"profile": rng.uniform(0, 10, 12).tolist(), "limit": 10},
                {"profile": rng.uniform(0, 10, 12).tolist(), "limit": "3"},
                {"profile": rng.uniform(0, 10, 12).tolist(), "limit": 8}]
    for r in requests:
        print(recommend(catalogue, names, r)[:3])


if __name__ == "__main__":
    main()
