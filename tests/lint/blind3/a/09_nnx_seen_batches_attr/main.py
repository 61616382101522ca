import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import Classifier


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = Classifier(8, 16, 3, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
    for step in range(4):
        x = rng.normal(size=(16, 8)).astype(np.float32)
        y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 1).astype(np.int32)
        loss = train_step(model, optimizer, jnp.asarray(x), jnp.asarray(y))
        model.batches_seen += 1
        print(step, float(loss))
    print("seen", model.batches_seen)


if __name__ == "__main__":
    main()
