import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import CNN


@nnx.jit
def train_step(model, optimizer, images, labels):
    def loss_fn(m):
        logits = m(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.num_updates += 1
    return loss


def main():
    rng = np.random.default_rng(0)
    model = CNN(10, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    for step in range(6):
        images = jnp.asarray(rng.normal(size=(16, 10, 10, 1)), jnp.float32)
        labels = jnp.asarray(rng.integers(0, 10, size=(16,)), jnp.int32)
        loss = train_step(model, optimizer, images, labels)
        print(step, model.num_updates, float(loss))


if __name__ == "__main__":
    main()
