import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MixedPredictor


@nnx.jit
def personal_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.RandomState(0)
    x = jnp.asarray(rng.normal(size=(32, 5)), jnp.float32)
    y = jnp.asarray(rng.normal(size=(32, 2)), jnp.float32)
    model = MixedPredictor(5, 2, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for rnd in range(4):
        for _ in range(3):
            loss = personal_step(model, optimizer, x, y)
        model.set_alpha(0.5 + 0.1 * (rnd + 1))
        print(f"round {rnd} loss {float(loss):.4f} alpha={model.alpha:.2f}")


if __name__ == "__main__":
    main()
