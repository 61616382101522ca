import jax
import jax.numpy as jnp


def lm_score(lm_params, hyp_tokens):
    h = jnp.tanh(lm_params["emb"][hyp_tokens[:-1]])
    logp = jax.nn.log_softmax(h @ lm_params["out"], axis=-1)
    valid = hyp_tokens[1:] != 0
    return (jnp.take_along_axis(logp, hyp_tokens[1:, None], axis=-1)[:, 0] * valid).sum()
