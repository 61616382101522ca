import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def die_yield_model(defect_density_proxy, n_die, n_good=None):
    # negative-binomial-style clustering via beta-binomial on wafer yield
    a = numpyro.sample("a", dist.Normal(2.0, 1.0))
    b = numpyro.sample("b", dist.Normal(-1.0, 1.0))
    conc = numpyro.sample("conc", dist.Gamma(5.0, 0.2))
    p = jnp.clip(1 / (1 + jnp.exp(-(a + b * defect_density_proxy))), 1e-4, 1 - 1e-4)
    with numpyro.plate("wafers", defect_density_proxy.shape[0]):
        numpyro.sample("n_good", dist.BetaBinomial(p * conc, (1 - p) * conc, n_die), obs=n_good)
