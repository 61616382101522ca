import numpy as np

from etl.readers import read_shards
from etl.transforms import masked_normalize


def process(shards):
    for batch in shards:
        yield np.asarray(masked_normalize(**batch))


def validate(holdout):
    out = masked_normalize(holdout["values"], holdout["mask"])
    return float(np.abs(np.asarray(out).mean(axis=0)).max())


if __name__ == "__main__":
    total = sum(chunk.shape[0] for chunk in process(read_shards(5)))
    holdout = next(read_shards(1, seed=99))
    print("rows", total, "holdout drift", round(validate(holdout), 5))
