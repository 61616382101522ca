import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from schedules import warmup_cosine

TOTAL_STEPS = 8


class MLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))


@nnx.jit
def sgd_step(model, x, y, lr):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree.map(lambda p, g: p - lr * g, params, grads))
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 3)).astype(np.float32)
    y = (x[:, :1] ** 2 - x[:, 1:2]).astype(np.float32)
    model = MLP(nnx.Rngs(0))
    for step in range(TOTAL_STEPS):
        lr = warmup_cosine(step, TOTAL_STEPS)
        loss = sgd_step(model, x, y, lr)
        print(f"step {step}: lr={lr:.5f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
