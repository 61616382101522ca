import jax
import jax.numpy as jnp

from model import signer_stats


def evaluate_signer(params, frames, labels):
    mu, sigma = signer_stats(frames)

    def signer_accuracy(x, y):
        z = (x - mu) / sigma
        pred = jnp.argmax(z @ params["w"] + params["b"], axis=-1)
        return jnp.mean(pred == y)

    return float(jax.jit(signer_accuracy)(frames, labels))
