import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import OutflowForecaster


@nnx.jit
def outflow_train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    model.epochs_trained.value += 1
    return loss


def main():
    rng = np.random.default_rng(11)
    x = rng.normal(size=(128, 10)).astype(np.float32)
    y = (x[:, :3].sum(axis=1) ** 2 / 10).astype(np.float32)
    model = OutflowForecaster(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for _ in range(5):
        loss = outflow_train_step(model, optimizer, x, y)
        print(f"epoch {int(model.epochs_trained.value)}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
