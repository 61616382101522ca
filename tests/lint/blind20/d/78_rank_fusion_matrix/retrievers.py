import numpy as np

N_CANDS = 20
ALL_SOURCES = ("bm25", "dense", "kg", "splade", "colbert")


def run_retrievers(rng, query_kind):
    sources = ["bm25", "dense"]
    if query_kind == "entity":
        sources.append("kg")
    if query_kind == "long":
        sources += ["splade", "colbert"]
    ranks = np.ones((len(ALL_SOURCES), N_CANDS), dtype=np.float32)
    mask = np.zeros((len(ALL_SOURCES),), dtype=bool)
    for name in sources:
        i = ALL_SOURCES.index(name)
        ranks[i] = rng.permutation(N_CANDS).astype(np.float32) + 1.0
        mask[i] = True
    return ranks, mask
