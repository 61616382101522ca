import jax
import jax.numpy as jnp
import numpy as np

from config import PENALTY_SCHEDULE


@jax.jit
def penalised_step(x, weights, capacity, penalty, lr):
    def objective(x):
        value = -(weights * jnp.log1p(x)).sum()
        violation = jnp.maximum(x.sum() - capacity, 0.0)
        return value + penalty * violation ** 2

    g = jax.grad(objective)(x)
    return jnp.clip(x - lr * g, 0.0, None)


def allocate_budget(weights, capacity, inner_steps=10):
    x = jnp.ones_like(weights)
    for penalty in PENALTY_SCHEDULE:
        for _ in range(inner_steps):
            x = penalised_step(x, weights, capacity, penalty, 0.05)
    return x


def main():
    rng = np.random.default_rng(6)
    weights = jnp.asarray(rng.uniform(0.5, 2.0, 8), jnp.float32)
    x = allocate_budget(weights, jnp.float32(12.0))
    print("allocation:", np.round(np.asarray(x), 2), "total", float(x.sum()))


if __name__ == "__main__":
    main()
