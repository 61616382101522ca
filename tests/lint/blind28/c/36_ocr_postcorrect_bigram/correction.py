import jax
import jax.numpy as jnp


@jax.jit
def rescore_hypotheses(lm, hyps, ocr_conf):
    prev = jnp.concatenate([jnp.zeros((hyps.shape[0], 1), jnp.int32), hyps[:, :-1]], axis=1)
    lm_score = lm[prev, hyps].sum(axis=1)
    return jnp.argmax(lm_score + ocr_conf.sum(axis=1))


class PageCorrector:
    def __init__(self, bigram_logp, page_id):
        self.bigram_logp = bigram_logp
        self.page_id = page_id
        self.rescore = rescore_hypotheses

    def best(self, hyps, conf):
        return int(self.rescore(self.bigram_logp, hyps, conf))
