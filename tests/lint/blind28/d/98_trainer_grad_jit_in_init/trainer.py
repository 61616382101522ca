import jax
import jax.numpy as jnp


def permafrost_loss(w, x, y):
    # logistic probability of near-surface permafrost from MAAT, snow depth, NDVI, slope aspect
    logits = x @ w["coef"] + w["bias"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


class Trainer:
    def __init__(self, lr):
        self.lr = lr
        self.grad_fn = jax.jit(jax.grad(permafrost_loss))

    def epoch(self, w, batches):
        for x, y in batches:
            g = self.grad_fn(w, x, y)
            w = jax.tree.map(lambda p, d: p - self.lr * d, w, g)
        return w
