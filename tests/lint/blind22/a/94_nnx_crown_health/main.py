import numpy as np
import optax
from flax import nnx

from metrics import evaluate

# healthy, stressed, dead crowns from multispectral drone tiles (12 summary features)
N_CLASSES, N_FEAT = 3, 12


class CrownNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(N_FEAT, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, N_CLASSES, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def crowns(rng, n):
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    return x, (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 1).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    model = CrownNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    val = [crowns(rng, 32) for _ in range(3)]
    for epoch in range(2):
        for _ in range(4):
            loss = train_step(model, optimizer, *crowns(rng, 32))
        print(f"epoch {epoch} loss {float(loss):.3f} val acc {evaluate(model, val):.3f}")


if __name__ == "__main__":
    main()
