import numpy as np

from fit import fit_collection

COLLECTIONS = {"Cotton": 24, "Harley": 31, "Royal": 18, "Arundel": 24}


def load_collection(name, n, rng):
    feats = rng.normal(size=(n, 5)).astype(np.float32)
    years = (14.5 + feats @ np.array([0.5, -0.3, 0.2, 0.0, 0.1]) + 0.2 * rng.normal(size=n)).astype(np.float32)
    return feats, years


def main():
    rng = np.random.default_rng(40)
    for name, n in COLLECTIONS.items():
        feats, years = load_collection(name, n, rng)
        params, loss = fit_collection(feats, years)
        print(name, round(loss, 2), round(float(params["base_auto_loc"]) * 100))


if __name__ == "__main__":
    main()
