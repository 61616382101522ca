import numpy as np

from features import featurize
from loader import ShardedLoader, load_shards

# row counts of the daily export files
SHARD_SIZES = [100, 77, 90, 61, 84, 95]


def main():
    loader = ShardedLoader(load_shards(SHARD_SIZES), batch_size=32, drop_last=True)
    out = []
    for batch in loader:
        out.append(np.asarray(featurize(batch)))
    table = np.concatenate(out)
    print("batches", len(loader), "rows", table.shape)


if __name__ == "__main__":
    main()
