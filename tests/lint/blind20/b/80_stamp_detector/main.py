import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

FEAT = 16
EPOCH_LR = [1e-3, 1e-3, 5e-4, 1e-4]


class StampDetector(nnx.Module):
    """Detects whether a form region contains a stamp or seal."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(FEAT, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = StampDetector(nnx.Rngs(0))
    for epoch, lr in enumerate(EPOCH_LR):
        optimizer = nnx.Optimizer(model, optax.adamw(lr, weight_decay=1e-4), wrt=nnx.Param)
        for _ in range(3):
            x = jnp.asarray(rng.standard_normal((16, FEAT)), jnp.float32)
            y = jnp.asarray(rng.random(16) > 0.5, jnp.float32)
            loss = train_step(model, optimizer, x, y)
        print(epoch, lr, float(loss))


if __name__ == "__main__":
    main()
