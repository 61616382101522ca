import numpy as np
import optax
from flax import nnx

from layers import PrunableLinear, set_sparsity


class Net(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = PrunableLinear(8, 32, rngs)
        self.fc2 = PrunableLinear(32, 1, rngs)

    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: ((m(x) - y) ** 2).mean())(model)
    optimizer.update(model, grads)
    return loss


def cubic_schedule(step, total, final=0.8):
    return final * (1 - (1 - step / total) ** 3)


def main():
    rng = np.random.default_rng(0)
    model = Net(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    total = 12
    for step in range(total):
        if step % 3 == 0:
            set_sparsity(model, cubic_schedule(step, total))
        x = rng.normal(size=(32, 8)).astype(np.float32)
        y = np.tanh(x.sum(1, keepdims=True)).astype(np.float32)
        loss = train_step(model, optimizer, x, y)
    print(float(loss))


if __name__ == "__main__":
    main()
