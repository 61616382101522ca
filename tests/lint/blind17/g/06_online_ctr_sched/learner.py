import jax
import jax.numpy as jnp


def logloss(w, x, y):
    logits = x @ w
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def sgd_update(w, x, y, lr):
    g = jax.grad(logloss)(w, x, y)
    return w - lr * g


class OnlineLearner:
    def __init__(self, dim, base_lr=0.5, decay=0.9):
        self.w = jnp.zeros(dim)
        self.base_lr = base_lr
        self.decay = decay
        self.updates = 0

    def current_lr(self):
        return self.base_lr * (self.decay ** self.updates)

    def observe(self, x, y):
        self.w = sgd_update(self.w, x, y, self.current_lr())
        self.updates += 1
