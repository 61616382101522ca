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


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 32)).astype(np.float32)
    y = rng.integers(0, N_SPECIES, 64).astype(np.int32)
    model = CallClassifier(N_SPECIES, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.drop.rate = 0.4 * (1 - epoch / 4)
        for _ in range(3):
            loss = train_step(model, optimizer, x, y)
        print(f"epoch {epoch} dropout {model.drop.rate:.2f} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
