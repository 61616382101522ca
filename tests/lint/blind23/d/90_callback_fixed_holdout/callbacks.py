import jax
import jax.numpy as jnp


@jax.jit
def holdout_logloss(w, x, y):
    p = jax.nn.sigmoid(x @ w)
    return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))


class HoldoutMonitor:
    def __init__(self, x, y, every=1):
        self.x, self.y, self.every = x, y, every
        self.history = []

    def __call__(self, cohort, w):
        if cohort % self.every == 0:
            self.history.append(float(holdout_logloss(w, self.x, self.y)))
        return self.history[-1]
