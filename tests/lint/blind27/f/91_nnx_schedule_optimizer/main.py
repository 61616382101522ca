import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class ConcentrateGrade(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.silu(self.l1(x)))[:, 0]


@nnx.jit
def conc_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(220)
    X = rng.normal(size=(320, 6)).astype(np.float32)
    y = (28 + 2 * X[:, 0] - X[:, 4]).astype(np.float32) / 30
    model = ConcentrateGrade(nnx.Rngs(0))
    sched = optax.warmup_cosine_decay_schedule(0.0, 5e-3, warmup_steps=10, decay_steps=100)
    optimizer = nnx.Optimizer(model, optax.adam(sched), wrt=nnx.Param)
    for epoch in range(5):
        for b in range(0, 320, 32):
            loss = conc_step(model, optimizer, X[b:b + 32], y[b:b + 32])
        print(f"epoch {epoch}: step {int(optimizer.step.value)} lr {float(sched(optimizer.step.value)):.5f} mse {float(loss):.5f}")


if __name__ == "__main__":
    main()
