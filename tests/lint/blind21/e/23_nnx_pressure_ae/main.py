import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import PressureAE

WINDOW = 16


@nnx.jit
def train_step(model, optimizer, x):
    def loss_fn(m):
        return m.anomaly_score(x).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = PressureAE(WINDOW, 4, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for step in range(5):
        x = jnp.asarray(rng.normal(size=(24, WINDOW)), jnp.float32)
        loss = train_step(model, optimizer, x)
        model.windows_seen += x.shape[0]
        print(step, float(loss), model.windows_seen)


if __name__ == "__main__":
    main()
