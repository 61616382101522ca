import jax
import jax.numpy as jnp


def focal_loss(logits, labels, gamma=2.0, alpha=0.25):
    logp = jax.nn.log_softmax(logits, axis=-1)
    logp_t = jnp.take_along_axis(logp, labels[..., None], axis=-1)[..., 0]
    p_t = jnp.exp(logp_t)
    return -(alpha * (1 - p_t) ** gamma * logp_t).mean()
