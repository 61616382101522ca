import jax
import jax.numpy as jnp


def predict(w, feats):
    return jax.nn.sigmoid(feats @ w["coef"] + w["bias"])


@jax.jit
def sgd_update(w, feats, labels, lr):
    def loss(w):
        p = predict(w, feats)
        return -jnp.mean(labels * jnp.log(p + 1e-7) + (1 - labels) * jnp.log(1 - p + 1e-7))

    l, g = jax.value_and_grad(loss)(w)
    return jax.tree.map(lambda a, b: a - lr * b, w, g), l


class OnDevicePersonaliser:
    """Nightly update of a fall-risk logistic head from the day's labelled events."""

    def __init__(self, n_feat, base_lr=0.5, decay=0.8):
        self.w = {"coef": jnp.zeros((n_feat,), jnp.float32), "bias": jnp.zeros((), jnp.float32)}
        self.base_lr = base_lr
        self.decay = decay
        self.nights = 0

    def nightly_update(self, feats, labels):
        lr = self.base_lr * self.decay ** self.nights
        self.w, loss = sgd_update(self.w, feats, labels, lr)
        self.nights += 1
        return float(loss)
