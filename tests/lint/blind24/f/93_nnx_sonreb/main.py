import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class HardnessToStrength(nnx.Module):
    """Rebound hammer / UPV / core-age features -> in-situ compressive strength (combined NDT method)."""

    def __init__(self, rngs):
        self.a = nnx.Linear(3, 24, rngs=rngs)
        self.b = nnx.Linear(24, 1, rngs=rngs)

    def __call__(self, x):
        return self.b(nnx.softplus(self.a(x)))[:, 0]


@nnx.jit
def sonreb_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def sonreb_data(n=200, seed=0):
    rng = np.random.default_rng(seed)
    R = rng.uniform(20, 50, n)
    V = rng.uniform(3.5, 4.8, n)
    age = rng.uniform(0.1, 1.0, n)
    fc = 1.2e-9 * R ** 1.06 * (V * 1e3) ** 2.6 * (0.9 + 0.1 * age) + rng.normal(0, 1.5, n)
    x = np.stack([R / 50, V / 4.8, age], 1).astype(np.float32)
    return x, (fc / 40).astype(np.float32)


def main():
    x, y = sonreb_data()
    model = HardnessToStrength(nnx.Rngs(0))
    for epoch, lr in enumerate([1e-2, 1e-2, 5e-3, 5e-3, 2e-3]):
        optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
        for i in range(0, 200, 40):
            loss = sonreb_step(model, optimizer, x[i:i + 40], y[i:i + 40])
        print(f"epoch {epoch} lr {lr}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
