import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def triangle_test_power(key, p_correct, n_tasters):
    # simulate 1000 triangle tests; significance threshold from binomial tail p0 = 1/3
    hits = jax.random.binomial(key, n_tasters, p_correct, shape=(1000,))
    k = jnp.arange(0, 61)
    logpmf = (jax.scipy.special.gammaln(n_tasters + 1.0) - jax.scipy.special.gammaln(k + 1.0)
              - jax.scipy.special.gammaln(n_tasters - k + 1.0) + k * jnp.log(1 / 3) + (n_tasters - k) * jnp.log(2 / 3))
    pmf = jnp.where(k <= n_tasters, jnp.exp(logpmf), 0.0)
    tail = jnp.cumsum(pmf[::-1])[::-1]
    crit = jnp.argmax(tail < 0.05)
    return jnp.mean(hits >= crit)


def main():
    root = jax.random.key(2024)
    for i, (p, n) in enumerate([(0.45, 24), (0.45, 36), (0.5, 24), (0.5, 36), (0.55, 48)]):
        key = jax.random.fold_in(root, i)
        power = triangle_test_power(key, jnp.float32(p), jnp.float32(n))
        print(f"p_correct={p} tasters={n}: power {float(power):.2f}")


if __name__ == "__main__":
    main()
