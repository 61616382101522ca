import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from callbacks import ValidationCallback


class EEGNetLite(nnx.Module):
    def __init__(self, n_channels, n_times, n_classes, rngs):
        self.spatial = nnx.Linear(n_channels, 4, rngs=rngs)
        self.head = nnx.Linear(4 * n_times, n_classes, rngs=rngs)

    def __call__(self, x):
        h = self.spatial(x.transpose(0, 2, 1))
        h = nnx.elu(h).reshape(x.shape[0], -1)
        return self.head(h)


@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def make_split(n, seed, n_channels=8, n_times=20):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, size=n)
    x = rng.normal(size=(n, n_channels, n_times)) + 0.4 * y[:, None, None]
    return jnp.asarray(x, dtype=jnp.float32), jnp.asarray(y)


def main():
    X_tr, y_tr = make_split(96, 0)
    X_va, y_va = make_split(32, 1)
    model = EEGNetLite(8, 20, 3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    callback = ValidationCallback(eval_step, X_va, y_va)
    for epoch in range(6):
        for i in range(0, 96, 32):
            train_step(model, optimizer, X_tr[i : i + 32], y_tr[i : i + 32])
        tr_loss, tr_acc = eval_step(model, X_tr[:32], y_tr[:32])
        print(f"epoch {epoch}: train loss={float(tr_loss):.3f}")
        callback.on_epoch_end(epoch, model)


if __name__ == "__main__":
    main()
