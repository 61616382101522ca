import numpy as np

from inference import hotel_map_estimate


def reviews_by_hotel(seed=0):
    rng = np.random.default_rng(seed)
    out = {}
    for h in range(6):
        n = int(rng.integers(8, 60))
        out[f"hotel_{h}"] = np.clip(rng.normal(rng.uniform(2.5, 4.7), 0.7, n), 1, 5).astype(np.float32)
    return out


def main():
    for name, ratings in reviews_by_hotel().items():
        mu, log_sigma = np.asarray(hotel_map_estimate(ratings))
        print(f"{name}: n={len(ratings):2d} mean {mu:.2f} sd {np.exp(log_sigma):.2f}")


if __name__ == "__main__":
    main()
