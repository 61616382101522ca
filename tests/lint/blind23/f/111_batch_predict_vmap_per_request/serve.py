import jax

from model import eta_model


def predict_batch(params, legs):
    batched = jax.jit(jax.vmap(eta_model, in_axes=(None, 0)))
    return batched(params, legs)
