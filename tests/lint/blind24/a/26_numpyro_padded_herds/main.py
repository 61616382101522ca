import numpy as np
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density

MAX_COWS = 128


def neospora_model(titre, present):
    mu = numpyro.sample("mu", dist.Normal(6.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(2.0))
    with numpyro.plate("cow", titre.shape[0]), numpyro.handlers.mask(mask=present > 0):
        numpyro.sample("log_titre", dist.Normal(mu, sigma), obs=titre)


@jax.jit
def neospora_logp(mu, sigma, titre, present):
    lp, _ = log_density(neospora_model, (titre, present), {}, {"mu": mu, "sigma": sigma})
    return lp


def pad_herd(values):
    titre = np.zeros(MAX_COWS, np.float32)
    present = np.zeros(MAX_COWS, np.float32)
    titre[:len(values)] = values
    present[:len(values)] = 1.0
    return titre, present


rng = np.random.default_rng(18)
for herd, n in [("north", 57), ("east", 93), ("south", 120), ("west", 31)]:
    titre, present = pad_herd(rng.normal(6.5, 1.0, n))
    mus = jnp.linspace(5.0, 8.0, 13)
    lps = jnp.stack([neospora_logp(m, jnp.float32(1.0), titre, present) for m in mus])
    print(herd, n, "cows; best mean log titre", float(mus[jnp.argmax(lps)]))
