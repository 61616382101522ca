import jax
import jax.numpy as jnp


def pair_logprob(params, prompt, response):
    ctx = jnp.tanh(params["embed"][prompt].mean(0))
    h = jnp.tanh(params["embed"][response] + ctx)
    logp = jax.nn.log_softmax(h @ params["out"])
    return jnp.take_along_axis(logp[:-1], response[1:, None], -1).sum()


def score_pairs(params, prompts, chosen, rejected):
    batched = jax.jit(jax.vmap(pair_logprob, in_axes=(None, 0, 0)))
    return batched(params, prompts, chosen) - batched(params, prompts, rejected)
