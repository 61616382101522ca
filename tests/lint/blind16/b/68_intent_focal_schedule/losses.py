import jax
import jax.numpy as jnp


def focal_loss(logits, labels, gamma):
    logp = jax.nn.log_softmax(logits)
    lp = jnp.take_along_axis(logp, labels[:, None], axis=-1)[:, 0]
    return (-(1 - jnp.exp(lp)) ** gamma * lp).mean()


def gamma_schedule(epoch, start=0.0, end=2.0, epochs=4):
    return start + (end - start) * min(epoch / max(epochs - 1, 1), 1.0)
