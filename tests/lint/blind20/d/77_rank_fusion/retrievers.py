import numpy as np

N_CANDS = 20


def run_retrievers(rng, query_kind):
    sources = ["bm25", "dense"]
    if query_kind == "entity":
        sources.append("kg")
    if query_kind == "long":
        sources += ["splade", "colbert"]
    return [rng.permutation(N_CANDS).astype(np.float32) + 1.0 for _ in sources]
