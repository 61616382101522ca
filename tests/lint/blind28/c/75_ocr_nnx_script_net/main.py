import numpy as np
import optax
from flax import nnx

SCRIPTS = ["textualis", "cursiva", "hybrida", "humanistica", "secretary", "italic"]


class ScriptNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(64, 48, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(48, len(SCRIPTS), rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


@nnx.jit
def loss_and_update(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def accuracy(model, x, y):
    return (model(x).argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(75)
    x = rng.random((32, 64)).astype(np.float32)
    y = rng.integers(0, len(SCRIPTS), 32).astype(np.int32)
    xv = rng.random((32, 64)).astype(np.float32)
    yv = rng.integers(0, len(SCRIPTS), 32).astype(np.int32)
    model = ScriptNet(nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for _ in range(3):
            loss = loss_and_update(model, optimizer, x, y)
        model.eval()
        print(epoch, float(loss), float(accuracy(model, xv, yv)), float(accuracy(model, x, y)))


if __name__ == "__main__":
    main()
