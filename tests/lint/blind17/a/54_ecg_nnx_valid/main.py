import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from evaluation import evaluate
from model import RhythmNet


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(32, 100, 3)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, 4, size=32))
    xv = jnp.asarray(rng.normal(size=(16, 100, 3)).astype(np.float32))
    yv = jnp.asarray(rng.integers(0, 4, size=16))
    model = RhythmNet(3, 4, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        for i in range(0, 32, 16):
            loss = train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        print(epoch, float(loss), evaluate(model, xv, yv))


if __name__ == "__main__":
    main()
