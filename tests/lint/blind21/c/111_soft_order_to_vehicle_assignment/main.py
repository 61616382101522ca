import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SoftAssignment, assign_step


def main():
    rng = np.random.default_rng(0)
    weights = jnp.asarray(rng.uniform(1, 4, 15), jnp.float32)
    distance = jnp.asarray(rng.uniform(1, 10, (15, 3)), jnp.float32)
    capacity = jnp.full((3,), 14.0, jnp.float32)
    model = SoftAssignment(15, 3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(0.05), wrt=nnx.Param)
    for epoch in range(4):
        model.temperature = 1.0 * 0.6 ** epoch
        for _ in range(5):
            loss = assign_step(model, optimizer, weights, capacity, distance)
        print(f"epoch {epoch}: temperature {model.temperature:.3f} loss {float(loss):.2f}")


if __name__ == "__main__":
    main()
