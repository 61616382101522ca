import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TemporalCropClassifier

T, BANDS, CLASSES = 6, 10, 5


@nnx.jit
def train_step(model, optimizer, series, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(series), labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def parcel_batches(n_batches, batch=16, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        x = rng.normal(size=(batch, T, BANDS)).astype(np.float32)
        y = rng.integers(0, CLASSES, size=batch).astype(np.int32)
        yield jnp.asarray(x), jnp.asarray(y)


def main():
    model = TemporalCropClassifier(BANDS, T, CLASSES, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for series, labels in parcel_batches(5):
        loss = train_step(model, optimizer, series, labels)
        model.record(series.shape[0])
    print(f"loss {float(loss):.4f}, parcels seen {int(model.parcels_seen)}")


if __name__ == "__main__":
    main()
