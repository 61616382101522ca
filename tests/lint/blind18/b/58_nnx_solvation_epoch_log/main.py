import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import EpochLog, SolvationNet


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def val_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(96, 20)), jnp.float32)
    y = jnp.asarray(x[:, :4].sum(1) - 0.5 * x[:, 4], jnp.float32)
    model = SolvationNet(20, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    log = EpochLog()
    for epoch in range(4):
        for i in range(0, 64, 16):
            train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        v = float(val_loss(model, x[64:], y[64:]))
        log.record_epoch(v)
        print(epoch, v, log.best_val)


if __name__ == "__main__":
    main()
