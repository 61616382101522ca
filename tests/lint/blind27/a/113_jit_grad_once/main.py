import numpy as np
import jax.numpy as jnp

from fit import fit


def main():
    rng = np.random.default_rng(432)
    for cohort in ["2019", "2020", "2021"]:
        t = jnp.asarray(rng.weibull(1.6, 600) * 5.0 + 0.01, jnp.float32)
        event = jnp.asarray(rng.uniform(size=600) < 0.75, jnp.float32)
        params, loss = fit(t, event)
        print(cohort, np.round(np.exp(np.asarray(params)), 3), round(float(loss), 4))


if __name__ == "__main__":
    main()
