import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MLP

EPOCHS = 4


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return jnp.mean(jnp.argmax(model(x), -1) == y)


def main():
    rng = np.random.default_rng(0)
    model = MLP(6, 24, 3, rngs=nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    vx = rng.normal(size=(40, 6)).astype(np.float32)
    vy = rng.integers(0, 3, size=40).astype(np.int32)
    for epoch in range(EPOCHS):
        model.train()
        for _ in range(3):
            x = rng.normal(size=(16, 6)).astype(np.float32)
            y = rng.integers(0, 3, size=16).astype(np.int32)
            loss = train_step(model, optimizer, x, y)
        model.eval()
        print(epoch, float(loss), float(eval_step(model, vx, vy)))


if __name__ == "__main__":
    main()
