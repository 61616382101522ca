import haiku as hk
import jax
import jax.numpy as jnp


def _detector(rx, h):
    # rx: (batch, n_rx*2), h: (batch, n_rx*n_tx*2)
    feats = jnp.concatenate([rx, h], axis=-1)
    mlp = hk.nets.MLP([64, 64, 8])
    return mlp(feats)


detector = hk.without_apply_rng(hk.transform(_detector))


@jax.jit
def serve_detect(params, rx, h):
    logits = detector.apply(params, rx, h)
    return jnp.argmax(logits.reshape(logits.shape[0], 4, 2), axis=-1)
