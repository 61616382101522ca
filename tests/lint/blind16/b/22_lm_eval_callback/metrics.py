import jax
import jax.numpy as jnp


@jax.jit
def token_nll(params, ids, mask):
    x = params["emb"][ids[:, :-1]]
    logits = jnp.tanh(x @ params["h"]) @ params["emb"].T
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, ids[:, 1:, None], axis=-1)[..., 0]
    m = mask[:, 1:]
    return (nll * m).sum(), m.sum()
