import jax
import jax.numpy as jnp
import numpy as np


class SignRecognizer:
    def __init__(self, vocab, feat=63, hidden=48, seed=0):
        rng = np.random.default_rng(seed)
        self.vocab = vocab
        self.params = {
            "w1": jnp.asarray(rng.normal(size=(feat, hidden)) * 0.1, jnp.float32),
            "w2": jnp.asarray(rng.normal(size=(hidden, len(vocab))) * 0.1, jnp.float32),
        }

    def sign_logits(self, params, frames):
        h = jnp.tanh(frames.reshape(frames.shape[0], -1) @ params["w1"])
        return h.max(axis=0) @ params["w2"]

    def recognize(self, frames):
        logits = jax.jit(self.sign_logits)(self.params, frames)
        return self.vocab[int(jnp.argmax(logits))]
