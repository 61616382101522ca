import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

FEAT, N_CLASSES = 10, 5
HIDDEN_SIZES = (16, 32, 64)


class BlockClassifier(nnx.Module):
    def __init__(self, hidden, rngs):
        self.l1 = nnx.Linear(FEAT, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, N_CLASSES, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_trial(hidden, x, y, steps=4):
    model = BlockClassifier(hidden, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for _ in range(steps):
        loss = train_step(model, optimizer, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_normal((32, FEAT)), jnp.float32)
    y = jnp.asarray(rng.integers(0, N_CLASSES, size=32), jnp.int32)
    for hidden in HIDDEN_SIZES:
        print(hidden, run_trial(hidden, x, y))


if __name__ == "__main__":
    main()
