import jax.numpy as jnp
import numpy as np

from hedger import PairHedger


def main():
    rng = np.random.default_rng(8)
    x = 50 + np.cumsum(rng.standard_normal(80) * 0.5)
    y = 1.3 * x + rng.standard_normal(80)
    hedger = PairHedger(lookback=30)
    for t in range(40, 48):
        beta, z = hedger.on_bar(jnp.asarray(y[:t], dtype=jnp.float32), jnp.asarray(x[:t], dtype=jnp.float32))
        print(t, round(float(beta), 3), round(float(z), 2))


if __name__ == "__main__":
    main()
