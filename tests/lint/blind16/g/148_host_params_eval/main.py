import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def quantile_loss(params, x, y, taus):
    pred = x @ params["W"] + params["b"]
    diff = y[:, None] - pred
    return jnp.mean(jnp.maximum(taus * diff, (taus - 1.0) * diff), axis=0)


class CheckpointEvaluator:
    """Keeps host copies of the best parameters and reports validation pinball loss."""

    def __init__(self, x_val, y_val, taus):
        self.x_val, self.y_val, self.taus = x_val, y_val, taus
        self.best = None
        self.best_loss = float("inf")

    def __call__(self, params):
        host_params = jax.device_get(params)
        losses = quantile_loss(host_params, self.x_val, self.y_val, self.taus)
        total = float(losses.sum())
        if total < self.best_loss:
            self.best, self.best_loss = host_params, total
        return total


rng = np.random.default_rng(118)
F, B = 6, 128
TAUS = jnp.asarray([0.05, 0.5, 0.95], jnp.float32)


def draw(n):
    x = rng.normal(size=(n, F)).astype(np.float32)
    y = (x[:, 0] + np.abs(x[:, 1]) * rng.normal(size=n)).astype(np.float32)
    return x, y


params = {"W": jnp.zeros((F, 3)), "b": jnp.zeros(3)}
grad_fn = jax.jit(jax.grad(lambda p, x, y: quantile_loss(p, x, y, TAUS).sum()))
evaluator = CheckpointEvaluator(*draw(B), TAUS)

for epoch in range(4):
    for _ in range(10):
        x, y = draw(B)
        g = grad_fn(params, x, y)
        params = jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
    train = float(quantile_loss(params, x, y, TAUS).sum())
    print(f"epoch {epoch}: train={train:.4f} val={evaluator(params):.4f}")
