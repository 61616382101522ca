from flax import nnx
import jax.numpy as jnp
import numpy as np
import optax

from schedules import warmup_factor

WARMUP = 3
BASE_LR = 0.05


class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.hidden = nnx.Linear(3, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.tanh(self.hidden(x)))[:, 0]


@nnx.jit
def train_step(model, x, y, lr_scale):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, optax.tree_utils.tree_add_scale(params, -BASE_LR * lr_scale, grads))
    return loss


def main():
    rng = np.random.default_rng(0)
    model = Regressor(nnx.Rngs(0))
    for step in range(7):
        x = rng.normal(size=(32, 3)).astype(np.float32)
        y = np.sin(x).sum(1)
        loss = train_step(model, x, y, warmup_factor(step + 1, WARMUP))
        print(step, float(loss))


if __name__ == "__main__":
    main()
