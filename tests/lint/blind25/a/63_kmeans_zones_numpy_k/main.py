import numpy as np

from zones import kmeans_zones

GROWER_ZONE_COUNT = {"Miller": 3, "Okafor": None, "Lindqvist": 4, "Santos": None}


def field_layers(rng, n=300):
    ec = rng.normal(0, 1, n)
    elev = rng.normal(0, 1, n)
    yld = 0.6 * ec - 0.3 * elev + 0.2 * rng.normal(size=n)
    return np.stack([ec, elev, yld], 1).astype(np.float32)


def pick_k(feats, candidates=(2, 3, 4, 5)):
    scores = []
    for k in candidates:
        _, inertia = kmeans_zones(feats, k=k)
        scores.append(float(inertia) * k ** 0.5)
    return np.array(candidates)[np.argmin(scores)]


def main():
    rng = np.random.default_rng(1)
    for grower, k in GROWER_ZONE_COUNT.items():
        feats = field_layers(rng)
        if k is None:
            k = pick_k(feats)
        labels, inertia = kmeans_zones(feats, k=k)
        print(f"{grower}: {k} zones, sizes {np.bincount(np.asarray(labels), minlength=int(k)).tolist()}")


if __name__ == "__main__":
    main()
