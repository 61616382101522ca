import numpy as np


def split_microbatches(queries, docs, tokens_budget, tokens_per_example):
    per_micro = max(1, tokens_budget // tokens_per_example)
    n_micro = int(np.ceil(len(queries) / per_micro))
    qs = np.array_split(queries, n_micro)
    ds = np.array_split(docs, n_micro)
    return np.stack(qs), np.stack(ds)
