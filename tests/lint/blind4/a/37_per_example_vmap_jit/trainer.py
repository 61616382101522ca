import jax
import jax.numpy as jnp
import numpy as np

from losses import per_example_loss


class HardExampleTrainer:
    """Trains on the hardest half of each batch (online hard-example mining)."""

    def __init__(self, params, lr=0.1):
        self.params = params
        self.lr = lr

    def losses(self, x, y):
        batched = jax.jit(jax.vmap(per_example_loss, in_axes=(None, 0, 0)))
        return batched(self.params, x, y)

    def step(self, x, y):
        per_ex = np.asarray(self.losses(x, y))
        hard = np.argsort(per_ex)[-len(per_ex) // 2:]
        g = jax.grad(lambda p: per_example_loss(p, x[hard[0]], y[hard[0]]))(self.params)
        self.params = jax.tree_util.tree_map(lambda p, d: p - self.lr * d, self.params, g)
        return per_ex.mean()
