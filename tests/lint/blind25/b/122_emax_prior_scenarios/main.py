import numpyro.distributions as dist
import numpy as np
import jax
import jax.numpy as jnp


SCENARIOS = {
    "skeptical": (0.0, 10.0, 3.5, 0.5),
    "enthusiastic": (0.0, 50.0, 2.5, 0.5),
    "reference": (0.0, 30.0, 3.0, 1.0),
    "vague": (0.0, 30.0, 3.0, 3.0),
}


def prior_set(name):
    e0_mu, emax_mu, ed50_mu, ed50_sd = SCENARIOS[name]
    return {
        "e0": dist.Normal(e0_mu, 5.0),
        "emax": dist.Normal(emax_mu, 15.0),
        "log_ed50": dist.Normal(ed50_mu, ed50_sd),
    }


@jax.jit
def log_joint(theta, priors, dose, resp):
    e0, emax, log_ed50 = theta
    lp = priors["e0"].log_prob(e0) + priors["emax"].log_prob(emax) + priors["log_ed50"].log_prob(log_ed50)
    mu = e0 + emax * dose / (jnp.exp(log_ed50) + dose)
    return lp + jnp.sum(dist.Normal(mu, 4.0).log_prob(resp))


def main():
    rng = np.random.default_rng(0)
    dose = jnp.asarray(np.repeat([0.0, 10.0, 30.0, 100.0], 10), jnp.float32)
    resp = jnp.asarray(2 + 35 * np.asarray(dose) / (20 + np.asarray(dose)) + rng.normal(0, 4, 40), jnp.float32)
    theta = jnp.array([2.0, 35.0, np.log(20.0)], jnp.float32)
    for scenario in ["skeptical", "enthusiastic", "reference", "vague"]:
        print(f"{scenario:12s}: log joint {float(log_joint(theta, prior_set(scenario), dose, resp)):.2f}")


if __name__ == "__main__":
    main()
