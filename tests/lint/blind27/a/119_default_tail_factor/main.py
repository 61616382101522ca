import numpy as np
import jax.numpy as jnp

from reports import quarterly_close, tail_study


def main():
    rng = np.random.default_rng(481)
    for q in range(1, 5):
        latest = jnp.asarray(rng.uniform(1e5, 9e5, 10), jnp.float32)
        cdf = jnp.asarray(np.cumprod(1 + 0.4 * np.exp(-0.5 * np.arange(10)))[::-1], jnp.float32)
        ult = quarterly_close(latest, cdf)
        ult_tail = tail_study(latest, cdf, 1.03)
        print(q, round(float(ult.sum()), 0), round(float(ult_tail.sum()), 0))


if __name__ == "__main__":
    main()
