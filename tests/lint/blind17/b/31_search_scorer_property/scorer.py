import jax
import jax.numpy as jnp


class BM25Plus:
    def __init__(self, doc_term_counts, k1=1.2, b=0.75):
        self.tf = doc_term_counts
        self.k1 = k1
        self.b = b
        df = (doc_term_counts > 0).sum(0)
        n = doc_term_counts.shape[0]
        self.idf = jnp.log((n - df + 0.5) / (df + 0.5) + 1.0)
        self.doc_len = doc_term_counts.sum(1)

    def _score(self, tf, idf, doc_len, query_terms):
        avg = doc_len.mean()
        t = tf[:, query_terms]
        denom = t + self.k1 * (1 - self.b + self.b * doc_len[:, None] / avg)
        return (idf[query_terms] * t * (self.k1 + 1) / denom).sum(1)

    @property
    def score_fn(self):
        return jax.jit(self._score)

    def search(self, query_terms, k=5):
        scores = self.score_fn(self.tf, self.idf, self.doc_len, query_terms)
        return jax.lax.top_k(scores, k)[1]
