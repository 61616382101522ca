import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class ArrivalRegressor(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(64, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[..., 0]


@nnx.jit
def regress_step(model, optimizer, x, t):
    def loss_fn(m):
        return jnp.mean((m(x) - t) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def regress_eval(model, x, t):
    return jnp.mean(jnp.abs(model(x) - t))


def windows(rng, n=32):
    x = rng.standard_normal((n, 64)).astype(np.float32)
    t = np.argmax(np.abs(x), axis=1).astype(np.float32) / 64.0
    return jnp.asarray(x), jnp.asarray(t)


def main():
    rng = np.random.default_rng(0)
    model = ArrivalRegressor(nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    xv, tv = windows(rng)
    for epoch in range(3):
        model.train()
        for _ in range(5):
            x, t = windows(rng)
            loss = regress_step(model, optimizer, x, t)
        model.eval()
        print(epoch, float(loss), float(regress_eval(model, xv, tv)))


if __name__ == "__main__":
    main()
