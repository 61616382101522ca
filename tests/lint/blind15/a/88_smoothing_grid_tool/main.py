import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from sweep import smoothing_grid, smoothing_for_epoch


class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(3, 8, kernel_size=(3, 3), rngs=rngs)
        self.fc = nnx.Linear(8, 10, rngs=rngs)

    def __call__(self, x):
        return self.fc(jnp.mean(nnx.relu(self.conv(x)), axis=(1, 2)))


tx = optax.sgd(0.1)


@nnx.jit
def train_step(model, optimizer, images, labels, smoothing):
    def loss_fn(m):
        targets = optax.smooth_labels(jax.nn.one_hot(labels, 10), smoothing)
        return optax.softmax_cross_entropy(m(images), targets).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    images = jnp.asarray(rng.normal(size=(16, 8, 8, 3)), jnp.float32)
    labels = jnp.asarray(rng.integers(0, 10, size=(16,)), jnp.int32)
    for target in smoothing_grid():
        model = Classifier(nnx.Rngs(0))
        optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
        for epoch in range(3):
            eps = smoothing_for_epoch(epoch, target)
            loss = train_step(model, optimizer, images, labels, eps)
        print(f"smoothing {target:.3f} final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
