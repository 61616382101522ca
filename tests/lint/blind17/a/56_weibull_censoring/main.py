import jax
import jax.numpy as jnp
import numpy as np

from cohort import as_training_arrays, simulate_cohort


def log_hazard_terms(params, x, t):
    k = jnp.exp(params["log_k"])
    lam = jnp.exp(x @ params["beta"] + params["log_lam"])
    return jnp.log(k) + jnp.log(lam) + (k - 1) * jnp.log(lam * t + 1e-8), (lam * t) ** k


@jax.jit
def weibull_nll(params, cohort, event):
    x, t = cohort
    log_h, cum = log_hazard_terms(params, x, t)
    return -jnp.mean(event * log_h - cum)


@jax.jit
def weibull_grad(params, cohort, event):
    return jax.grad(weibull_nll)(params, cohort, event)


def main():
    rng = np.random.default_rng(0)
    params = {"beta": jnp.zeros(5), "log_k": jnp.zeros(()), "log_lam": jnp.zeros(())}
    for site in range(4):
        x, time, observed = simulate_cohort(rng)
        cohort, event = as_training_arrays(x, time, observed)
        for _ in range(3):
            g = weibull_grad(params, cohort, event)
            params = jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)
        print(site, int(observed.sum()), float(weibull_nll(params, cohort, event)))


if __name__ == "__main__":
    main()
