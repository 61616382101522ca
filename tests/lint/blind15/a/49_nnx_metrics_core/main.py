import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class CNN(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(3, 3), rngs=rngs)
        self.fc = nnx.Linear(8, 10, rngs=rngs)

    def __call__(self, x):
        return self.fc(jnp.mean(nnx.relu(self.conv(x)), axis=(1, 2)))


def new_metrics():
    return nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))


@nnx.jit
def train_step(model, optimizer, metrics, images, labels):
    def loss_fn(m):
        logits = m(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), logits

    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    metrics.update(loss=loss, logits=logits, labels=labels)
    optimizer.update(model, grads)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(32, 8, 8, 1)), jnp.float32)
    y = jnp.asarray(rng.integers(0, 10, size=(32,)), jnp.int32)
    model = CNN(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(3):
        metrics = new_metrics()
        for i in range(0, 32, 16):
            train_step(model, optimizer, metrics, x[i:i + 16], y[i:i + 16])
        print(epoch, {k: float(v) for k, v in metrics.compute().items()})


if __name__ == "__main__":
    main()
