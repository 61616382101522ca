import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def mix_batch(x, y_onehot, lam, perm):
    return lam * x + (1.0 - lam) * x[perm], lam * y_onehot + (1.0 - lam) * y_onehot[perm]


class MixupCollator:
    def __init__(self, n_classes, alpha=0.4, prob=0.5, seed=0):
        self.n_classes = n_classes
        self.alpha = alpha
        self.prob = prob
        self.key = jax.random.PRNGKey(seed)
        self.rng = np.random.default_rng(seed)

    def __call__(self, x, y):
        y1 = np.eye(self.n_classes, dtype=np.float32)[y]
        perm = self.rng.permutation(len(x))
        if self.rng.uniform() < self.prob:
            self.key, sub = jax.random.split(self.key)
            lam = jax.random.beta(sub, self.alpha, self.alpha)
        else:
            lam = 1.0
        return mix_batch(x, y1, lam, perm)
