import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def bf_ultimate(paid, premium, elr, pct_developed, tail=1.0):
    return paid + premium * elr * (1.0 - pct_developed / tail)


def close_quarter(paid, premium, elr, pct):
    return bf_ultimate(paid, premium, elr, pct)


def main():
    rng = np.random.default_rng(482)
    pct = jnp.asarray(1 - np.exp(-0.35 * np.arange(1, 11))[::-1], jnp.float32)
    for q in range(1, 7):
        premium = jnp.asarray(rng.uniform(1e6, 2e6, 10), jnp.float32)
        paid = premium * 0.65 * pct * jnp.asarray(rng.uniform(0.9, 1.1, 10), jnp.float32)
        elr = jnp.float32(0.64 + 0.01 * q)
        print(q, round(float(close_quarter(paid, premium, elr, pct).sum()), 0))


if __name__ == "__main__":
    main()
