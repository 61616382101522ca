import numpy as np
import jax
import jax.numpy as jnp

from bootstrap import bootstrap_round


def main():
    rng = np.random.default_rng(141)
    fitted = jnp.asarray(rng.gamma(3.0, 400.0, (10, 10)), jnp.float32)
    residuals = jnp.asarray(rng.normal(0, 1.0, (10, 10)), jnp.float32)
    state = {"n": jnp.array(0), "sum": jnp.array(0.0), "sumsq": jnp.array(0.0)}
    key = jax.random.PRNGKey(5)
    for i in range(200):
        key, sub = jax.random.split(key)
        state = bootstrap_round(state, sub, residuals, fitted)
    mean = state["sum"] / state["n"]
    sd = jnp.sqrt(state["sumsq"] / state["n"] - mean ** 2)
    print("mean", float(mean), "sd", float(sd), "max", float(state["max"]))


if __name__ == "__main__":
    main()
