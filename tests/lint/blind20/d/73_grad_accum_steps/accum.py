import numpy as np

NUM_MICROBATCHES = 4


def split_microbatches(queries, docs, tokens_budget, tokens_per_example):
    qs = np.array_split(queries, NUM_MICROBATCHES)
    ds = np.array_split(docs, NUM_MICROBATCHES)
    return np.stack(qs), np.stack(ds)
