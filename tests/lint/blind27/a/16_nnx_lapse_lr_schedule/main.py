import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx


class LapseNet(nnx.Module):
    def __init__(self, d, rngs):
        self.l1 = nnx.Linear(d, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def sgd_step(model, x, y, lr):
    def loss_fn(m):
        z = m(x)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree.map(lambda p, g: p - lr * g, params, grads))
    return loss


def main():
    rng = np.random.default_rng(2)
    x = jnp.asarray(rng.normal(size=(512, 8)), jnp.float32)
    y = jnp.asarray((rng.normal(size=512) + x[:, 0] > 0.5), jnp.float32)
    model = LapseNet(8, nnx.Rngs(0))
    base_lr = 0.5
    for epoch in range(20):
        lr = base_lr * 0.9 ** epoch
        loss = sgd_step(model, x, y, lr)
        if epoch % 5 == 0:
            print(epoch, round(lr, 4), float(loss))


if __name__ == "__main__":
    main()
