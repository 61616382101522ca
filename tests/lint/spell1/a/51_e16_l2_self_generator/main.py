import jax
import jax.numpy as jnp
import numpy as np


def regularized_loss(params, x, y, l2=0.0):
    pred = x @ params["w"] + params["b"]
    mse = jnp.mean((pred - y) ** 2)
    return mse + l2 * jnp.sum(params["w"] ** 2)


class RidgeTrainer:
    def __init__(self, dim, l2=0.0, lr=0.05):
        self.params = {"w": jnp.zeros((dim, 1)), "b": jnp.zeros(1)}
        self.l2 = l2
        self.lr = lr
        self.loss = jax.jit(regularized_loss)
        self.grad = jax.jit(jax.grad(lambda p, x, y, l2: regularized_loss(p, x, y, l2)))

    def step(self, x, y):
        loss = self.loss(self.params, x, y, self.l2)
        g = self.grad(self.params, x, y, self.l2)
        self.params = jax.tree_util.tree_map(lambda p, d: p - self.lr * d, self.params, g)
        return float(loss)

    def validation_losses(self, batches):
        return (float(self.loss(self.params, x, y)) for x, y in batches)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(120, 5)).astype(np.float32)
    y = (x @ rng.normal(size=(5, 1)) + 0.1).astype(np.float32)
    trainer = RidgeTrainer(5)
    for epoch in range(3):
        train_losses = [trainer.step(xb, yb) for xb, yb in zip(np.split(x[:80], 4), np.split(y[:80], 4))]
        val = list(trainer.validation_losses(zip(np.split(x[80:], 2), np.split(y[80:], 2))))
        print(epoch, round(train_losses[-1], 4), np.round(val, 4))
