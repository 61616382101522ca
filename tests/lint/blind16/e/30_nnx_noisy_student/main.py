import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class EpochCounter(nnx.Variable):
    pass


class NoisyStudent(nnx.Module):
    """Student network with an input perturbation that is ramped up over the first epochs."""

    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs, ramp_epochs=3):
        self.l1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.l2 = nnx.Linear(dhidden, dout, rngs=rngs)
        self.rngs = rngs
        self.ramp_epochs = ramp_epochs
        self.epoch = EpochCounter(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        scale = 0.1 * jnp.minimum(self.epoch.value, self.ramp_epochs) / self.ramp_epochs
        x = x + scale * jnp.sin(3.0 * x)
        return self.l2(nnx.relu(self.l1(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main(epochs=5, steps=3):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = rng.normal(size=(32, 2)).astype(np.float32)
    model = NoisyStudent(4, 16, 2, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(epochs):
        model.epoch.value = jnp.asarray(epoch, jnp.int32)
        for _ in range(steps):
            loss = train_step(model, optimizer, x, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
