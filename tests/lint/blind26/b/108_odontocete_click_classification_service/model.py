import haiku as hk
import jax
import jax.numpy as jnp


def _clicks(x):
    return hk.nets.MLP([48, 24, 3])(x)


click_net = hk.without_apply_rng(hk.transform(_clicks))


@jax.jit
def classify_clicks(params, spectra, valid):
    logits = click_net.apply(params, spectra)
    pred = jnp.argmax(logits, -1)
    return jnp.where(valid, pred, -1)
