import jax
import jax.numpy as jnp

def bm25_like(q_terms, doc_tf, doc_len, idf, k1=1.2, b=0.75):
    avg = doc_len.mean()
    tf = doc_tf[:, q_terms]
    denom = tf + k1 * (1 - b + b * doc_len[:, None] / avg)
    return (idf[q_terms] * tf * (k1 + 1) / denom).sum(-1)

def search(query_terms, doc_tf, doc_len, idf, k=5):
    def score_statutes(tf_row, length):
        return bm25_like(query_terms, tf_row[None], length[None], idf)[0]
    scorer = jax.jit(jax.vmap(score_statutes))
    scores = scorer(doc_tf, doc_len)
    return jnp.argsort(-scores)[:k]
