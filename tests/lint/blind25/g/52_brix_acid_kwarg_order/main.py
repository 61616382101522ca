import numpy as np

from field import orchard_block, packhouse_lot


def sample(rng, n=30):
    return {
        "brix": rng.uniform(9, 13, n).astype(np.float32),
        "acid": rng.uniform(0.6, 1.2, n).astype(np.float32),
        "firm": rng.uniform(35, 70, n).astype(np.float32),
    }


def main():
    rng = np.random.default_rng(2)
    for week in range(3):
        mi_field = orchard_block(sample(rng))
        mi_pack = packhouse_lot(sample(rng))
        print(f"week {week}: orchard {float(mi_field.mean()):.2f} packhouse {float(mi_pack.mean()):.2f}")


if __name__ == "__main__":
    main()
