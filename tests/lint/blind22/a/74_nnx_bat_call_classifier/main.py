import numpy as np
import optax
from flax import nnx

from model import CallClassifier

N_SPECIES = 7


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return (model(x).argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 32)).astype(np.float32)
    y = rng.integers(0, N_SPECIES, 64).astype(np.int32)
    x_val = rng.normal(size=(64, 32)).astype(np.float32)
    y_val = rng.integers(0, N_SPECIES, 64).astype(np.int32)
    model = CallClassifier(N_SPECIES, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for _ in range(3):
            loss = train_step(model, optimizer, x, y)
        model.eval()
        acc = eval_step(model, x_val, y_val)
        print(f"epoch {epoch} loss {float(loss):.3f} val acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
