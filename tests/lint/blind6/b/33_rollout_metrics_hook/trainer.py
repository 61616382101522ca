import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, step_fn, hooks=()):
        self.step_fn = step_fn
        self.hooks = list(hooks)

    def fit(self, params, batches):
        for i, batch in enumerate(batches):
            params, aux = self.step_fn(params, batch)
            for hook in self.hooks:
                hook(i, params, batch)
        return params
