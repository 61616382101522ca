import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("normalize_adv",))
def ppo_loss(params, batch, clip_eps=0.2, normalize_adv=True):
    logits = batch["obs"] @ params["pi"]
    logp = jnp.take_along_axis(jax.nn.log_softmax(logits), batch["act"][:, None], axis=1)[:, 0]
    ratio = jnp.exp(logp - batch["old_logp"])
    adv = batch["adv"]
    if normalize_adv:
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    clipped = jnp.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return -jnp.mean(jnp.minimum(ratio * adv, clipped * adv))
