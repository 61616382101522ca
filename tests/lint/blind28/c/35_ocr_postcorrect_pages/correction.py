import jax
import jax.numpy as jnp


class PageCorrector:
    """Rescores OCR token hypotheses on one page with a bigram language model."""

    def __init__(self, bigram_logp, page_tokens):
        self.bigram_logp = bigram_logp
        self.page_tokens = page_tokens
        self.rescore = jax.jit(self._rescore)

    def _rescore(self, lm, hyps, ocr_conf):
        prev = jnp.concatenate([jnp.zeros((hyps.shape[0], 1), jnp.int32), hyps[:, :-1]], axis=1)
        lm_score = lm[prev, hyps].sum(axis=1)
        return jnp.argmax(lm_score + ocr_conf.sum(axis=1))

    def best(self, hyps, conf):
        return int(self.rescore(self.bigram_logp, hyps, conf))
