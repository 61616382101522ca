import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import LightCurveClassifier

N_BINS = 50


def make_dataset(n, seed=0):
    rng = np.random.default_rng(seed)
    phase = np.linspace(0, 1, N_BINS)
    labels = rng.integers(0, 3, n)
    shapes = [np.sin(2 * np.pi * phase), np.where(np.abs(phase - 0.5) < 0.05, -1.0, 0.0), 2 * (phase % 1.0) - 1]
    x = np.stack([shapes[l] for l in labels]) + 0.1 * rng.normal(size=(n, N_BINS))
    return x.astype(np.float32), labels.astype(np.int32)


@nnx.jit
def train_step(model, optimizer, x, y, key):
    def loss_fn(m):
        logits = m(x, key)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


if __name__ == "__main__":
    x, y = make_dataset(96)
    model = LightCurveClassifier(N_BINS, 3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        model.flux_jitter = 0.05 * (1 - epoch / 4)
        for b in range(0, 96, 32):
            key, sub = jax.random.split(key)
            loss = train_step(model, optimizer, x[b:b + 32], y[b:b + 32], sub)
        print(f"epoch {epoch} jitter {0.05 * (1 - epoch / 4):.4f} loss {float(loss):.3f}")
