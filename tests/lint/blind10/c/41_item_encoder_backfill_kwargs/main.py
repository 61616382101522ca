import numpy as np

from itemsvc.backfill import backfill
from itemsvc.encoder import N_ATTRS, load_params
from itemsvc.online import encode_new_items


def random_items(rng, n):
    items = rng.normal(size=(n, N_ATTRS)).astype(np.float32)
    items[rng.uniform(size=items.shape) < 0.2] = np.nan
    return items


def main():
    rng = np.random.default_rng(0)
    params = load_params()
    table = backfill(params, random_items(rng, 256))
    print("backfilled", table.shape)
    for minute in range(5):
        emb = encode_new_items(params, random_items(rng, int(rng.integers(1, 20))))
        table = np.concatenate([table, emb])
        print(f"minute {minute}: +{len(emb)} items, table={table.shape}")


if __name__ == "__main__":
    main()
