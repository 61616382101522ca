import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import Regressor

STAGES = [{"epochs": 1, "lr": 1e-2}, {"epochs": 1, "lr": 3e-3}, {"epochs": 1, "lr": 1e-3}]


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = np.sin(x @ rng.normal(size=(6, 1))).astype(np.float32)
    model = Regressor(nnx.Rngs(0))
    for stage in STAGES:
        optimizer = nnx.Optimizer(model, optax.adam(stage["lr"]), wrt=nnx.Param)
        for _ in range(stage["epochs"]):
            for i in range(0, 64, 16):
                loss = train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        print(stage["lr"], float(loss))


if __name__ == "__main__":
    main()
