import jax
import jax.numpy as jnp


@jax.jit
def eval_step(params, tokens, mask):
    h = jnp.tanh(params["emb"][tokens[:, :-1]])
    logits = h @ params["out"]
    logp = jax.nn.log_softmax(logits, -1)
    nll = -jnp.take_along_axis(logp, tokens[:, 1:, None], -1)[..., 0]
    m = mask[:, 1:]
    return jnp.sum(nll * m), jnp.sum(m)
