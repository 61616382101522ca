import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

TX = optax.adam(3e-3)


class RegionalYieldNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def cv_fold_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(100, 6)).astype(np.float32)
    y = (np.exp(0.3 * x[:, 0]) + 0.1 * rng.normal(size=100)).astype(np.float32)
    folds = np.array_split(rng.permutation(100), 5)
    for k, val in enumerate(folds):
        train = np.setdiff1d(np.arange(100), val)
        model = RegionalYieldNet(nnx.Rngs(k))
        optimizer = nnx.Optimizer(model, TX, wrt=nnx.Param)
        for _ in range(20):
            loss = cv_fold_step(model, optimizer, x[train], y[train])
        val_mse = float(jnp.mean((model(x[val]) - y[val]) ** 2))
        print(f"fold {k}: train {float(loss):.4f} val {val_mse:.4f}")


if __name__ == "__main__":
    main()
