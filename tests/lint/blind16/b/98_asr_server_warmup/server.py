import jax
import jax.numpy as jnp
import numpy as np

N_MELS, VOCAB = 16, 12
BUCKETS = (50, 100)


@jax.jit
def transcribe(params, feats, blank_bias):
    logits = jnp.tanh(feats @ params["enc"]) @ params["out"]
    logits = logits.at[..., 0].add(blank_bias)
    return jnp.argmax(logits, axis=-1)


class ASRServer:
    def __init__(self, params, blank_bias=0.5):
        self.params = params
        self.blank_bias = blank_bias

    def warmup(self):
        """Compile every bucket up front so the first user does not pay for it."""
        for frames in BUCKETS:
            spec = jax.ShapeDtypeStruct((1, frames, N_MELS), jnp.float32)
            bias = jax.ShapeDtypeStruct((), jnp.float32)
            transcribe.lower(self.params, spec, bias).compile()

    def handle(self, feats):
        frames = next(b for b in BUCKETS if feats.shape[0] <= b)
        padded = np.zeros((1, frames, N_MELS), np.float32)
        padded[0, : feats.shape[0]] = feats
        ids = np.asarray(transcribe(self.params, padded, self.blank_bias))[0, : feats.shape[0]]
        return [int(t) for t in ids if t != 0]
