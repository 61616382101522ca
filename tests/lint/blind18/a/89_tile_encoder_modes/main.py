import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TileEncoder


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def predict(model, x):
    return model(x).argmax(-1)


def main():
    rng = np.random.default_rng(0)
    model = TileEncoder(6, 4, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    x_val = jnp.asarray(rng.normal(size=(8, 16, 16, 6)).astype(np.float32))
    for epoch in range(4):
        model.train()
        for _ in range(2):
            x = jnp.asarray(rng.normal(size=(8, 16, 16, 6)).astype(np.float32))
            y = jnp.asarray(rng.integers(0, 4, size=8).astype(np.int32))
            loss = train_step(model, optimizer, x, y)
        model.eval()
        pred = predict(model, x_val)
        print(f"epoch {epoch} loss {float(loss):.4f} val classes {np.bincount(np.asarray(pred), minlength=4)}")


if __name__ == "__main__":
    main()
