import haiku as hk
import jax


def ranker_fn(query, docs):
    enc = hk.nets.MLP([32, 16])
    q = enc(query)
    d = enc(docs)
    return d @ q


ranker = hk.without_apply_rng(hk.transform(ranker_fn))
