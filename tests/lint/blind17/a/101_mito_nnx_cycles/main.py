import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MorphologyNet


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.random((32, 20, 20, 1), dtype=np.float32))
    y = jnp.asarray(rng.integers(0, 3, size=32))
    model = MorphologyNet(nnx.Rngs(0))
    lr = 3e-3
    tx = optax.inject_hyperparams(optax.sgd)(learning_rate=lr, momentum=0.9)
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    for cycle in range(4):
        optimizer.opt_state.hyperparams["learning_rate"].value = jnp.asarray(lr, jnp.float32)
        for i in range(0, 32, 8):
            loss = train_step(model, optimizer, x[i:i + 8], y[i:i + 8])
        lr *= 0.5
        print(cycle, float(loss))


if __name__ == "__main__":
    main()
