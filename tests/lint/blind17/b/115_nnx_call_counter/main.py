import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import Retriever


def bce(model, users, items, labels):
    return optax.sigmoid_binary_cross_entropy(model(users, items), labels).mean()


@nnx.jit
def train_step(model, optimizer, users, items, labels):
    loss, grads = nnx.value_and_grad(bce)(model, users, items, labels)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = Retriever(40, 150, 8, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for step in range(5):
        users = jnp.asarray(rng.integers(0, 40, 32), jnp.int32)
        items = jnp.asarray(rng.integers(0, 150, 32), jnp.int32)
        labels = jnp.asarray(rng.integers(0, 2, 32), jnp.float32)
        loss = train_step(model, optimizer, users, items, labels)
        print(step, model.items.num_batches_seen, float(loss))


if __name__ == "__main__":
    main()
