import jax
import jax.numpy as jnp

def bm25_row(q_terms, tf_row, length, idf, avg_len, k1=1.2, b=0.75):
    tf = tf_row[q_terms]
    denom = tf + k1 * (1 - b + b * length / avg_len)
    return (idf[q_terms] * tf * (k1 + 1) / denom).sum()

def score_regulations(q_terms, doc_tf, doc_len, idf):
    return jax.vmap(bm25_row, in_axes=(None, 0, 0, None, None))(q_terms, doc_tf, doc_len, idf, doc_len.mean())

batched_scores = jax.jit(score_regulations)

def search(query_terms, doc_tf, doc_len, idf, k=5):
    return jnp.argsort(-batched_scores(query_terms, doc_tf, doc_len, idf))[:k]
