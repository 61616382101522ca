from flax import nnx
import jax.numpy as jnp


def handshape_probs(model, x):
    return nnx.softmax(model(x.reshape(x.shape[0], -1)), axis=-1)


def classify(model, frames):
    probs = nnx.jit(handshape_probs)(model, frames)
    return jnp.argmax(probs, -1)
