import jax
import jax.numpy as jnp
import numpy as np
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density


def grade_model(log_au, domain_idx, n_domains):
    mu0 = numpyro.sample("mu0", dist.Normal(0.0, 2.0))
    tau = numpyro.sample("tau", dist.HalfNormal(1.0))
    with numpyro.plate("domains", n_domains):
        mu_d = numpyro.sample("mu_d", dist.Normal(mu0, tau))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("samples", log_au.shape[0]):
        numpyro.sample("obs", dist.Normal(mu_d[domain_idx], sigma), obs=log_au)


@jax.jit
def log_joint(params, log_au, domain_idx):
    lp, _ = log_density(grade_model, (log_au, domain_idx, 4), {}, params)
    return lp


@jax.jit
def log_joint_grad(params, log_au, domain_idx):
    return jax.grad(log_joint)(params, log_au, domain_idx)


def main():
    rng = np.random.default_rng(0)
    n = 400
    dom = rng.integers(0, 4, size=n).astype(np.int32)
    log_au = (np.array([-1.0, -0.3, 0.2, 0.8])[dom] + 0.5 * rng.normal(size=n)).astype(np.float32)
    params = {"mu0": jnp.array(0.0), "tau": jnp.array(1.0), "mu_d": jnp.zeros(4), "sigma": jnp.array(1.0)}
    for it in range(60):
        g = log_joint_grad(params, log_au, dom)
        params = jax.tree.map(lambda p, gi: p + 1e-3 * gi, params, g)
        params["tau"] = jnp.abs(params["tau"])
        params["sigma"] = jnp.abs(params["sigma"])
    print("MAP domain log-means", np.round(np.asarray(params["mu_d"]), 3), "lp", float(log_joint(params, log_au, dom)))


if __name__ == "__main__":
    main()
