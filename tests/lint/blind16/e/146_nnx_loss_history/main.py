import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import Regressor


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.tanh(x[:, :1] * x[:, 1:2]).astype(np.float32)
    model = Regressor(4, 1, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for step in range(6):
        loss = train_step(model, optimizer, x, y)
        model.log_loss(float(loss))
    print("history", [round(v, 4) for v in model.loss_history])


if __name__ == "__main__":
    main()
