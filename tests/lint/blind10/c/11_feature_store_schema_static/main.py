import numpy as np

from features import transform_rows
from store import StreamingFeatureStore


def main():
    store = StreamingFeatureStore(seed=42)
    for tick in range(6):
        rows = store.poll()
        feats = transform_rows(rows, store.schema())
        print(f"tick {tick}: mean={float(np.asarray(feats).mean()):.3f}")


if __name__ == "__main__":
    main()
