import jax
import jax.numpy as jnp


class ValidationHook:
    def __init__(self, model, x_val, y_val, every=3):
        self.model = model
        self.x_val, self.y_val = x_val, y_val
        self.every = every
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        logits = jax.jit(self.model.apply)({"params": params}, self.x_val)
        acc = jnp.mean(jnp.argmax(logits, -1) == self.y_val)
        self.history.append((step, float(acc)))
