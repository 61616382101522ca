import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import MLP
from schedule import make_optimizer, start_cycle


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def main(cycles=4, steps_per_cycle=3):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = np.sin(x[:, :2]).astype(np.float32)
    model = MLP(6, 24, 2, rngs=nnx.Rngs(0))
    optimizer = make_optimizer(model)
    for cycle in range(cycles):
        start_cycle(optimizer, cycle)
        for _ in range(steps_per_cycle):
            loss = train_step(model, optimizer, x, y)
        print(f"cycle {cycle}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
