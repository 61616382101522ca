"""Reconstruction-error anomaly detector for machine vibration windows."""
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import WindowAutoencoder

WINDOW = 32


@nnx.jit
def train_step(model, optimizer, x):
    def loss_fn(m):
        return jnp.mean(m.score(x))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen[...] += 1
    return loss


def vibration_windows(rng, n, faulty=False):
    t = rng.uniform(0, 50, size=(n, 1)) + np.arange(WINDOW)[None] * 0.3
    x = np.sin(t) + 0.1 * rng.normal(size=t.shape)
    if faulty:
        x += 0.8 * np.sin(7 * t)
    return jnp.asarray(x, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    model = WindowAutoencoder(WINDOW, 6, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for step in range(5):
        loss = train_step(model, optimizer, vibration_windows(rng, 64))
        print(f"step {step}: loss {float(loss):.4f} updates {int(model.updates_seen[...])}")
    healthy = float(model.score(vibration_windows(rng, 16)).mean())
    faulty = float(model.score(vibration_windows(rng, 16, faulty=True)).mean())
    print(f"healthy score {healthy:.3f} vs faulty {faulty:.3f}")


if __name__ == "__main__":
    main()
