import jax
import jax.numpy as jnp
import numpy as np


def markdown_revenue(discount, base_units, elasticity, full_price):
    price = full_price * (1 - discount)
    units = base_units * (1 - discount) ** elasticity
    return jnp.sum(price * units)


def plan_markdowns(rng, n_sku=20):
    base_units = jnp.asarray(rng.poisson(30, n_sku), jnp.float32)
    elasticity = jnp.asarray(-rng.uniform(1.2, 3.0, n_sku), jnp.float32)
    full_price = jnp.asarray(rng.uniform(10, 60, n_sku), jnp.float32)
    grad_fn = jax.jit(lambda d: jax.grad(markdown_revenue)(d, base_units, elasticity, full_price))
    d = jnp.full((n_sku,), 0.1)
    for _ in range(10):
        d = jnp.clip(d + 1e-4 * grad_fn(d), 0.0, 0.7)
    return d


def main():
    rng = np.random.default_rng(0)
    for day in range(4):
        d = plan_markdowns(rng)
        print(day, np.round(np.asarray(d[:4]), 3))


if __name__ == "__main__":
    main()
