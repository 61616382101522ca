import jax
import jax.numpy as jnp
import numpy as np

from objective import facility_cost


def solve(fixed_cost, assign_cost, demand, steps=6, lr=0.05):
    logits = jnp.zeros(fixed_cost.shape, jnp.float32)
    for _ in range(steps):
        g = jax.jit(jax.grad(facility_cost))(logits, fixed_cost, assign_cost, demand)
        logits = logits - lr * g
    return jax.nn.sigmoid(logits)


def main():
    rng = np.random.default_rng(6)
    fixed = jnp.asarray(rng.uniform(50, 120, 5), jnp.float32)
    assign = jnp.asarray(rng.uniform(1, 20, (12, 5)), jnp.float32)
    demand = jnp.asarray(rng.uniform(1, 8, 12), jnp.float32)
    print("open probabilities", np.round(np.asarray(solve(fixed, assign, demand)), 3))


if __name__ == "__main__":
    main()
