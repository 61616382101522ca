import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class ThrustModel(nnx.Module):
    """Predicts engine thrust from throttle, Mach and altitude."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)
        self.updates_seen = nnx.Variable(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen.value += 1
    return loss


def engine_deck(n=256, seed=0):
    rng = np.random.default_rng(seed)
    thr = rng.uniform(0.3, 1.0, n)
    mach = rng.uniform(0.0, 0.9, n)
    alt = rng.uniform(0.0, 1.2, n)
    thrust = thr * (1 - 0.4 * mach) * np.exp(-0.6 * alt)
    return jnp.asarray(np.stack([thr, mach, alt], 1), jnp.float32), jnp.asarray(thrust, jnp.float32)


def main():
    x, y = engine_deck()
    model = ThrustModel(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(3):
        for i in range(0, 256, 32):
            loss = fit_step(model, optimizer, x[i:i + 32], y[i:i + 32])
        print(epoch, int(model.updates_seen.value), float(loss))


if __name__ == "__main__":
    main()
