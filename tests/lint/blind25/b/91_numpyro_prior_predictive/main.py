import jax
import jax.numpy as jnp
from numpyro.infer import Predictive

from model import pk_model

T = jnp.array([0.5, 1.0, 2.0, 4.0, 8.0, 12.0, 24.0])


@jax.jit
def prior_predictive_quantiles(key, dose, conc):
    draws = Predictive(pk_model, num_samples=500)(key, T, dose, conc=conc)["conc"]
    return jnp.quantile(draws, jnp.array([0.05, 0.5, 0.95]), axis=0)


def main():
    key = jax.random.PRNGKey(0)
    for dose in [50.0, 100.0, 200.0, 400.0]:
        key, sub = jax.random.split(key)
        q = prior_predictive_quantiles(sub, jnp.float32(dose), None)
        print(f"dose {dose:5.0f}: median C(24h) {float(q[1, -1]):.3f}, 90% PI [{float(q[0, -1]):.3f}, {float(q[2, -1]):.3f}]")


if __name__ == "__main__":
    main()
