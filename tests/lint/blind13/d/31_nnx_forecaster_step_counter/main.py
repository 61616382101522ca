import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import WindowForecaster

CONTEXT, HORIZON = 32, 4


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def windows(rng, n):
    t = rng.uniform(0, 100, size=(n, 1)) + np.arange(CONTEXT + HORIZON)[None]
    s = np.sin(t / 4.0).astype(np.float32)
    return jnp.asarray(s[:, :CONTEXT]), jnp.asarray(s[:, CONTEXT:])


def main():
    rng = np.random.default_rng(0)
    model = WindowForecaster(CONTEXT, 16, HORIZON, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for step in range(5):
        x, y = windows(rng, 32)
        loss = train_step(model, optimizer, x, y)
        model.updates_seen += 1
        print(f"step {step}: loss {float(loss):.4f} (updates {model.updates_seen})")


if __name__ == "__main__":
    main()
