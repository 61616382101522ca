import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from adapter import StressHead

D = 12


@nnx.jit
def adapt_step(model, optimizer, z, y):
    model.update_baseline(z)

    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(z), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def hrv_days(n_days, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_days):
        z = rng.standard_normal((20, D)).astype(np.float32)
        y = (rng.random(20) > 0.7).astype(np.float32)
        yield jnp.asarray(z), jnp.asarray(y)


def main():
    model = StressHead(D, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for day, (z, y) in enumerate(hrv_days(5)):
        loss = adapt_step(model, optimizer, z, y)
        print(f"day {day} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
