import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class StepCount(nnx.Variable):
    pass


class JointGapModel(nnx.Module):
    """Expansion joint gap vs. effective bridge temperature and its 24 h lag."""

    def __init__(self, rngs):
        self.hidden = nnx.Linear(2, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.units = "mm"
        self.steps = StepCount(jnp.array(0, dtype=jnp.int32))
        self.ema_loss = StepCount(jnp.array(0.0, dtype=jnp.float32))

    def __call__(self, x):
        return self.out(nnx.tanh(self.hidden(x)))[:, 0]


@nnx.jit
def train_on_day(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    model.steps.value += 1
    model.ema_loss.value = 0.9 * model.ema_loss.value + 0.1 * loss
    return loss


def day_data(day, rng, n=96):
    h = np.arange(n) / 4.0
    T = 12 + 0.3 * day + 7 * np.sin(2 * np.pi * (h - 9) / 24) + rng.normal(0, 0.3, n)
    T_lag = 12 + 0.3 * (day - 1) + rng.normal(0, 0.3, n)
    gap = 60 - 0.55 * (T - 12) - 0.15 * (T_lag - 12) + rng.normal(0, 0.2, n)
    return np.stack([(T - 12) / 10, (T_lag - 12) / 10], 1).astype(np.float32), ((gap - 60) / 5).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    model = JointGapModel(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for day in range(30):
        x, y = day_data(day, rng)
        for _ in range(5):
            train_on_day(model, opt, x, y)
        if day % 10 == 9:
            print(f"day {day}: steps {int(model.steps.value)}, ema loss {float(model.ema_loss.value):.4f} ({model.units}/5)^2")


if __name__ == "__main__":
    main()
