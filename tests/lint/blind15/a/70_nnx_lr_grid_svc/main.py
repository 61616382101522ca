import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from models import SmallNet

LEARNING_RATES = [3e-4, 1e-3, 3e-3, 1e-2]
tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run(lr, x, y, steps=3):
    model = SmallNet(10, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    optimizer.opt_state.hyperparams["learning_rate"][...] = lr
    for _ in range(steps):
        loss = train_step(model, optimizer, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(16, 10, 10, 1)), jnp.float32)
    y = jnp.asarray(rng.integers(0, 10, size=(16,)), jnp.int32)
    results = {lr: run(lr, x, y) for lr in LEARNING_RATES}
    best = min(results, key=results.get)
    print("results", results, "best lr", best)


if __name__ == "__main__":
    main()
