import numpy as np
import jax
import jax.numpy as jnp

BATCH = 16
FEATS = 24

@jax.jit
def classify_frames(W, frames):
    logits = frames @ W
    return jnp.argmax(logits, axis=-1), jax.nn.softmax(logits).max(axis=-1)

class PassageCounter:
    def __init__(self, W):
        self.W = W
        classify_frames(self.W, np.zeros((BATCH, FEATS), np.float32))
        self.buffer = []

    def submit(self, frame):
        self.buffer.append(frame)
        if len(self.buffer) == BATCH:
            labels, conf = classify_frames(self.W, np.stack(self.buffer))
            self.buffer = []
            return np.bincount(np.asarray(labels), minlength=3)
        return None
