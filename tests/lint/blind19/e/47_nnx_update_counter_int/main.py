import jax
import jax.numpy as jnp
import optax
from flax import nnx

from surrogate import Surrogate, fit_step


def objective(x):
    return jnp.sum(jnp.sin(2 * x), -1)


def main():
    key = jax.random.PRNGKey(0)
    x = jax.random.uniform(key, (48, 3))
    y = objective(x)
    model = Surrogate(3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(6):
        loss = fit_step(model, optimizer, x, y)
    print("updates", model.num_updates, "loss", float(loss))


if __name__ == "__main__":
    main()
