import numpy as np
import optax
from flax import nnx

from model import MonitoredMLP


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return ((m(x) - y) ** 2).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = MonitoredMLP(6, 16, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(6):
        x = rng.normal(size=(32, 6)).astype(np.float32)
        y = x[:, :1] * 2
        loss = train_step(model, optimizer, x, y)
    print(float(loss), model.forward_calls)


if __name__ == "__main__":
    main()
