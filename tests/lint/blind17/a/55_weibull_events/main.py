import jax
import jax.numpy as jnp
import numpy as np

from cohort import simulate_cohort, split_by_status


def log_hazard_terms(params, x, t):
    k = jnp.exp(params["log_k"])
    lam = jnp.exp(x @ params["beta"] + params["log_lam"])
    return jnp.log(k) + jnp.log(lam) + (k - 1) * jnp.log(lam * t + 1e-8), (lam * t) ** k


@jax.jit
def weibull_nll(params, events, censored):
    xe, te = events
    xc, tc = censored
    log_h, cum_e = log_hazard_terms(params, xe, te)
    _, cum_c = log_hazard_terms(params, xc, tc)
    return -(jnp.sum(log_h - cum_e) - jnp.sum(cum_c)) / (te.shape[0] + tc.shape[0])


@jax.jit
def weibull_grad(params, events, censored):
    return jax.grad(weibull_nll)(params, events, censored)


def main():
    rng = np.random.default_rng(0)
    params = {"beta": jnp.zeros(5), "log_k": jnp.zeros(()), "log_lam": jnp.zeros(())}
    for site in range(4):
        x, time, observed = simulate_cohort(rng)
        events, censored = split_by_status(x, time, observed)
        for _ in range(3):
            g = weibull_grad(params, events, censored)
            params = jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)
        print(site, int(observed.sum()), float(weibull_nll(params, events, censored)))


if __name__ == "__main__":
    main()
