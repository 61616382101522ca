import equinox as eqx
import jax
import jax.numpy as jnp


class FrameClassifier(eqx.Module):
    proj: eqx.nn.Linear

    def __init__(self, key, n_in=20, n_out=31):
        self.proj = eqx.nn.Linear(n_in, n_out, key=key)

    def __call__(self, frames):
        return jax.vmap(self.proj)(frames)


@eqx.filter_jit
def decode_frames(model, frames, mode):
    logits = model(frames)
    if mode == "greedy":
        return jnp.argmax(logits, axis=-1)
    return jnp.argsort(-logits, axis=-1)[:, :3]
