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


def main():
    X, y = descriptors()
    model = BandgapMLP(X.shape[1], 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(EPOCHS):
        # anneal dropout towards a lighter regulariser as training progresses
        model.dropout.rate = 0.3 * (1 - epoch / EPOCHS)
        loss = train_step(model, optimizer, X, y)
        print(f"epoch {epoch}: dropout {model.dropout.rate:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
