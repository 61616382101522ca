from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


MAX_OBS = 10


def padded_profiles(n, seed=4):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        k = int(rng.integers(5, MAX_OBS + 1))
        t = np.zeros(MAX_OBS, np.float32)
        c = np.ones(MAX_OBS, np.float32)
        t[:k] = np.sort(rng.uniform(0.5, 24, k))
        c[:k] = 200 / 30 * np.exp(-0.1 * t[:k]) * rng.lognormal(0, 0.2, k)
        yield t, c, np.arange(MAX_OBS) < k


@partial(jax.jit, static_argnames=("n_obs",))
def gaussian_loglik(log_pk, t, conc, mask, n_obs):
    cl, v = jnp.exp(log_pk)
    pred = 200.0 / v * jnp.exp(-cl / v * t)
    resid = jnp.where(mask, jnp.log(conc) - jnp.log(pred), 0.0)
    sigma = 0.2
    return -0.5 * jnp.sum(resid ** 2) / sigma ** 2 - n_obs * (jnp.log(sigma) + 0.5 * jnp.log(2 * jnp.pi))


def main():
    log_pk = jnp.log(jnp.array([3.0, 30.0], jnp.float32))
    total = 0.0
    for t, conc, mask in padded_profiles(8):
        total += float(gaussian_loglik(log_pk, t, conc, mask, n_obs=int(mask.sum())))
    print(f"population log-likelihood at typical values: {total:.2f} (arrays padded to {MAX_OBS})")


if __name__ == "__main__":
    main()
