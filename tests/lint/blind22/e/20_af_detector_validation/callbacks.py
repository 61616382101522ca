import jax.numpy as jnp
import numpy as np

from model import af_logits


class ValidationCallback:
    def __init__(self, rr, labels, every=2):
        self.rr = rr
        self.labels = labels
        self.every = every
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        logits = af_logits(params, self.rr)
        acc = float(jnp.mean((logits > 0) == (self.labels > 0.5)))
        self.history.append((step, acc))
