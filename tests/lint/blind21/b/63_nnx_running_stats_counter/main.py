import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import StandardizedDecoder


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return ((m(x) - y) ** 2).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def bold_batches(n_batches, seed=0):
    rng = np.random.default_rng(seed)
    W = rng.normal(size=(30, 3))
    for _ in range(n_batches):
        x = rng.normal(loc=2.0, size=(32, 30))
        yield jnp.asarray(x, dtype=jnp.float32), jnp.asarray(x @ W / 10, dtype=jnp.float32)


def main():
    model = StandardizedDecoder(30, 3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.01), wrt=nnx.Param)
    for step, (x, y) in enumerate(bold_batches(6)):
        model.observe(x)
        loss = train_step(model, optimizer, x, y)
        print(f"step {step}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
