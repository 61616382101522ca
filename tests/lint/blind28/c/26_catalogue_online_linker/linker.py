import jax
import jax.numpy as jnp


@jax.jit
def online_update(w, pair_feats, label, lr):
    def loss(w):
        logit = pair_feats @ w
        return jnp.logaddexp(0.0, logit) - label * logit

    return w - lr * jax.grad(loss)(w)


class OnlineLinker:
    def __init__(self, n_feat, lr=0.1):
        self.w = jnp.zeros((n_feat,))
        self.lr = lr

    def feedback(self, pair_feats, label):
        self.w = online_update(self.w, pair_feats, label, self.lr)

    def set_lr(self, lr):
        self.lr = lr
