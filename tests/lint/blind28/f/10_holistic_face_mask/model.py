import jax
import jax.numpy as jnp

STREAMS = ("face", "left_hand", "pose", "right_hand")


@jax.jit
def embed_holistic(sample):
    parts = []
    for name in STREAMS:
        x = sample[name]
        x = x - x.mean(axis=1, keepdims=True)
        if name == "face":
            x = x * sample["face_valid"]
        parts.append(x.reshape(x.shape[0], -1))
    return jnp.tanh(jnp.concatenate(parts, axis=-1)).mean(axis=0)
