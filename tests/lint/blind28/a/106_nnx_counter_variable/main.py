import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ArrivalsHead


@nnx.jit
def arrivals_head_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen.value += 1
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(384, 12)).astype(np.float32)
    y = (x[:, :3].sum(1) * 0.2 + 0.6).astype(np.float32)
    model = ArrivalsHead(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for epoch in range(2):
        for s in range(0, 384, 64):
            loss = arrivals_head_step(model, optimizer, x[s:s + 64], y[s:s + 64])
        print(epoch, int(model.updates_seen.value), float(loss))


if __name__ == "__main__":
    main()
