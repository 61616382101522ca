import jax.numpy as jnp
from flax import nnx


@nnx.jit
def stream_chunk(encoder, chunk):
    logits = encoder(chunk)
    return jnp.argmax(logits, axis=-1)


def recognize(encoder, feature_chunks):
    encoder.reset()
    hyp = []
    for chunk in feature_chunks:
        ids = stream_chunk(encoder, chunk)
        hyp.extend(int(i) for i in ids if i != 0)
    return hyp, encoder.frames_seen
