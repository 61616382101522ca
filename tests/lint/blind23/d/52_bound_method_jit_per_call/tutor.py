import jax
import jax.numpy as jnp
import numpy as np


class DialogueTutor:
    """Chooses the next tutoring move (hint, prompt, explain, move on) from dialogue features."""

    MOVES = ("hint", "prompt", "explain", "next")

    def __init__(self, d, seed=0):
        rng = np.random.default_rng(seed)
        self.W = jnp.asarray(rng.normal(size=(d, len(self.MOVES))) * 0.3, jnp.float32)
        self.b = jnp.zeros(len(self.MOVES), jnp.float32)

    def move_probs(self, feats):
        return jax.nn.softmax(feats @ self.W + self.b, axis=-1)

    def respond(self, feats):
        probs = jax.jit(self.move_probs)(feats)
        return self.MOVES[int(jnp.argmax(probs))]
