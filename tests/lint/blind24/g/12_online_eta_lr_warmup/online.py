import jax
import jax.numpy as jnp


@jax.jit
def sgd_update(w, feats, observed, lr):
    def loss(w_):
        return jnp.mean((feats @ w_ - observed) ** 2)
    return w - lr * jax.grad(loss)(w)


class OnlineETA:
    def __init__(self, n_feats):
        self.w = jnp.zeros(n_feats)

    def observe(self, feats, observed, lr):
        self.w = sgd_update(self.w, feats, observed, lr)

    def predict(self, feats):
        return feats @ self.w
