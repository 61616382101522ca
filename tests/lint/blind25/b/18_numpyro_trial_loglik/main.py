import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
import numpy as np
import jax
from numpyro.infer.util import log_density


def emax_population(dose, response=None):
    e0 = numpyro.sample("e0", dist.Normal(0.0, 10.0))
    emax = numpyro.sample("emax", dist.HalfNormal(100.0))
    log_ed50 = numpyro.sample("log_ed50", dist.Normal(3.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(10.0))
    mu = e0 + emax * dose / (jnp.exp(log_ed50) + dose)
    with numpyro.plate("subjects", dose.shape[0]):
        numpyro.sample("y", dist.Normal(mu, sigma), obs=response)


STUDIES = {"phase1": 24, "phase2a": 60, "phase2b": 180}


@jax.jit
def posterior_logp(params, dose, response):
    lp, _ = log_density(emax_population, (dose,), {"response": response}, params)
    return lp


def study_data(n, seed):
    rng = np.random.default_rng(seed)
    dose = rng.choice([0, 10, 30, 100, 300], n).astype(np.float32)
    resp = 2.0 + 40.0 * dose / (25.0 + dose) + rng.normal(0, 5, n)
    return jnp.asarray(dose), jnp.asarray(resp, jnp.float32)


def main():
    grid = jnp.linspace(1.0, 6.0, 11)
    for seed, (name, n) in enumerate(STUDIES.items()):
        dose, resp = study_data(n, seed)
        profile = []
        for g in grid:
            params = {"e0": jnp.float32(2.0), "emax": jnp.float32(40.0), "log_ed50": g, "sigma": jnp.float32(5.0)}
            profile.append(float(posterior_logp(params, dose, resp)))
        best = float(jnp.exp(grid[int(np.argmax(profile))]))
        print(f"{name}: n={n}, profile ED50 = {best:.1f}")


if __name__ == "__main__":
    main()
