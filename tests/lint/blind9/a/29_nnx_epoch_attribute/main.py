import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ResidualMLP

EPOCHS = 5
BATCH = 16


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 16)).astype(np.float32)
    y = rng.integers(0, 4, size=64)
    model = ResidualMLP(16, 2, 4, total_epochs=EPOCHS, rngs=nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(EPOCHS):
        model.epoch = epoch
        for i in range(0, len(x), BATCH):
            loss = train_step(model, optimizer, x[i:i + BATCH], y[i:i + BATCH])
        print(f"epoch {epoch}: drop {model.drop_rate():.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
