import jax
import jax.numpy as jnp


def sequence_logprob(params, tokens, mask):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    logp = jax.nn.log_softmax(logits)
    tok_lp = jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1)[..., 0]
    m = mask[:, 1:]
    return (tok_lp * m).sum(-1) / m.sum(-1)


class SequenceScorer:
    """Scores candidate continuations by mean token log-likelihood."""

    def __init__(self, params):
        self.params = params

    def rerank(self, tokens, mask):
        scores = jax.jit(sequence_logprob)(self.params, tokens, mask)
        return jnp.argsort(-scores)
