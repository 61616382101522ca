import jax
import jax.numpy as jnp

from model import predict


class ValAccuracy:
    def __init__(self, x, y, every=4):
        self.x, self.y, self.every = x, y, every
        self.log = []

    def __call__(self, step, params):
        if step % self.every == 0:
            logits = predict(params, self.x, jax.random.PRNGKey(0), deterministic=True)
            self.log.append(float(jnp.mean(jnp.argmax(logits, -1) == self.y)))
