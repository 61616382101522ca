import numpy as np

from encode import encode_batch
from model import harvest_score

ALL = ["Cabernet", "Merlot", "Syrah", "Grenache", "Malbec"]


def main():
    rng = np.random.default_rng(0)
    for pick_day in range(6):
        n = 20
        k = 2 + pick_day % 4
        varieties = list(rng.choice(ALL[:k], n))
        numeric = rng.normal(0, 1, (n, 4)).astype(np.float32)  # brix, TA, pH, berry weight
        s = np.asarray(harvest_score(encode_batch(varieties, numeric)))
        print(f"day {pick_day}: {len(set(varieties))} varieties, top block score {s.max():.2f}")


if __name__ == "__main__":
    main()
