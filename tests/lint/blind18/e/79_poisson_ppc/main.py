import numpy as np
import jax
import jax.numpy as jnp

from checks import replicate_stat


def posterior_draws(y, n_draws, seed):
    key = jax.random.key(seed)
    a, b = 1.0 + y.sum(), 1.0 + y.size
    return jax.random.gamma(key, a, (n_draws,)) / b


def main():
    rng = np.random.default_rng(0)
    y = rng.negative_binomial(2, 0.4, size=120).astype(np.float32)
    lam = posterior_draws(jnp.asarray(y), 6, seed=1)
    template = jnp.zeros(y.shape[0])

    observed_zero_frac = float(np.mean(y == 0))
    base_key = jax.random.PRNGKey(2)
    stats = []
    for i in range(lam.shape[0]):
        stats.append(float(replicate_stat(jax.random.fold_in(base_key, i), lam[i], template)))
    plug_in = replicate_stat(jax.random.PRNGKey(99), lam.mean(), template)
    print("plug-in zero fraction:", float(plug_in))
    print("posterior predictive p-value (zeros):", np.mean(np.array(stats) >= observed_zero_frac))


if __name__ == "__main__":
    main()
