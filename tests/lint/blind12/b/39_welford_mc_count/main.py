import jax
import jax.numpy as jnp

from stats import welford_update

S0, K, R, SIGMA, T = 100.0, 100.0, 0.01, 0.2, 1.0


def discounted_call_payoff(z):
    st = S0 * jnp.exp((R - 0.5 * SIGMA**2) * T + SIGMA * jnp.sqrt(T) * z)
    return jnp.exp(-R * T) * jnp.maximum(st - K, 0.0)


def estimate(n_batches, batch_size=8192, seed=0):
    key = jax.random.PRNGKey(seed)
    mean, m2, count = 0.0, 0.0, 0
    for _ in range(n_batches):
        key, sub = jax.random.split(key)
        payoff = discounted_call_payoff(jax.random.normal(sub, (batch_size,)))
        mean, m2, count = welford_update(mean, m2, count, payoff)
    stderr = jnp.sqrt(m2 / (count - 1) / count)
    return float(mean), float(stderr)


if __name__ == "__main__":
    price, se = estimate(n_batches=6)
    print(f"call {price:.4f} +/- {se:.4f}")
