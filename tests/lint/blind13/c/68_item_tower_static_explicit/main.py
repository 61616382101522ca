import numpy as np

from index_builder import build_index
from towers import encode_items

FEATS, DIM, CATALOG = 24, 16, 512


def main():
    rng = np.random.default_rng(14)
    proj = rng.normal(size=(FEATS, DIM)).astype(np.float32) / np.sqrt(FEATS)
    catalog = rng.normal(size=(CATALOG, FEATS)).astype(np.float32)
    index = build_index(proj, catalog)
    for day in range(3):
        fresh = rng.normal(size=(128, FEATS)).astype(np.float32)
        fresh_vecs = np.asarray(encode_items(proj, fresh, normalize=True))
        sims = fresh_vecs @ index.T
        print(f"day {day}: fresh items nearest-neighbour sim {sims.max(1).mean():.3f}")


if __name__ == "__main__":
    main()
