import numpy as np
import jax.numpy as jnp

from pricer import EndowmentPricer


def main():
    rng = np.random.default_rng(152)
    pricer = EndowmentPricer(0.025, 0.1)
    for batch in range(5):
        ages = rng.integers(25, 55, 100)[:, None] + np.arange(15)[None, :]
        qx = jnp.asarray(1e-4 * np.exp(0.09 * (ages - 20)), jnp.float32)
        sa = jnp.asarray(rng.choice([5e4, 1e5], 100), jnp.float32)
        print(batch, round(float(pricer.price(qx, sa).mean()), 2))


if __name__ == "__main__":
    main()
