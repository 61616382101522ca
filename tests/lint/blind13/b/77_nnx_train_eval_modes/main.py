import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import BandgapMLP

EPOCHS = 4


def descriptors(n=128, d=6, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    gap = np.maximum(0.0, 1.5 + X @ rng.normal(scale=0.4, size=d) + 0.1 * rng.normal(size=n))
    return jnp.asarray(X), jnp.asarray(gap, jnp.float32)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def validate(model, x, y):
    return jnp.sqrt(jnp.mean((model(x) - y) ** 2))


def main():
    X, y = descriptors()
    Xtr, ytr, Xva, yva = X[:96], y[:96], X[96:], y[96:]
    model = BandgapMLP(X.shape[1], 32, nnx.Rngs(0), dropout_rate=0.2)
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(EPOCHS):
        model.train()
        loss = train_step(model, optimizer, Xtr, ytr)
        model.eval()
        rmse = validate(model, Xva, yva)
        print(f"epoch {epoch}: train loss {float(loss):.4f} val rmse {float(rmse):.4f}")


if __name__ == "__main__":
    main()
