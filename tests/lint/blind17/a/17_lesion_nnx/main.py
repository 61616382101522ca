import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import LesionNet


@nnx.jit
def train_step(model, optimizer, images, labels):
    def loss_fn(m):
        logits = m(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = LesionNet(4, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    images = jnp.asarray(rng.random((16, 24, 24, 3), dtype=np.float32))
    labels = jnp.asarray(rng.integers(0, 4, size=16))
    for epoch in range(5):
        model.temperature = 1.0 + 0.25 * epoch
        for i in range(0, 16, 8):
            loss = train_step(model, optimizer, images[i:i + 8], labels[i:i + 8])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
