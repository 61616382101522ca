import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import InflowForecaster


@nnx.jit
def inflow_train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(11)
    x = rng.normal(size=(128, 10)).astype(np.float32)
    y = (x[:, :3].sum(axis=1) ** 2 / 10).astype(np.float32)
    model = InflowForecaster(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        loss = inflow_train_step(model, optimizer, x, y)
        model.epochs_trained += 1
        print(f"epoch {model.epochs_trained}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
