import numpy as np
import jax
import jax.numpy as jnp

from ensemble import make_ensemble, ensemble_predict


def crosswind_cases(seed, n=64):
    rng = np.random.default_rng(seed)
    return jnp.asarray(rng.normal(0, 1, (n, 5)), jnp.float32)


def main():
    ens = make_ensemble(jax.random.PRNGKey(0), 8)
    for runway in range(5):
        mean, spread = ensemble_predict(ens, crosswind_cases(runway))
        print(runway, round(float(mean.mean()), 4), round(float(spread.mean()), 4))


if __name__ == "__main__":
    main()
