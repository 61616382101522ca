import jax
import jax.numpy as jnp
import numpy as np
import optax


def clip_by_norm(grads, max_norm):
    norm = optax.global_norm(grads)
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree_util.tree_map(lambda g: g * factor, grads), norm


def make_update(loss_fn, lr):
    @jax.jit
    def update(params, batch, max_grad_norm):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        grads, norm = clip_by_norm(grads, max_grad_norm)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, loss, norm

    return update


class AdaptiveClipper:
    """Clip threshold tracks a percentile of recent gradient norms."""

    def __init__(self, initial=1, percentile=90, window=4):
        self.threshold = jnp.asarray(initial, dtype=jnp.float32)
        self.percentile = percentile
        self.window = window
        self.history = []

    def observe(self, norm):
        self.history = (self.history + [float(norm)])[-self.window:]
        if len(self.history) == self.window:
            self.threshold = jnp.asarray(np.percentile(self.history, self.percentile), dtype=jnp.float32)
