import jax
import jax.numpy as jnp
import numpy as np
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density

from data import padded_reviews


def rating_model(ratings, mask):
    mu = numpyro.sample("mu", dist.Normal(3.5, 1.0))
    sigma = numpyro.sample("sigma", dist.LogNormal(-0.5, 0.5))
    with numpyro.handlers.mask(mask=mask):
        numpyro.sample("obs", dist.Normal(mu, sigma), obs=ratings)


@jax.jit
def posterior_grid(ratings, mask):
    mus = jnp.linspace(1.0, 5.0, 81)
    sigmas = jnp.linspace(0.2, 1.6, 29)

    def lp(mu, s):
        return log_density(rating_model, (ratings, mask), {}, {"mu": mu, "sigma": s})[0]

    grid = jax.vmap(lambda m: jax.vmap(lambda s: lp(m, s))(sigmas))(mus)
    w = jax.nn.softmax(grid.ravel()).reshape(grid.shape)
    return (w.sum(1) * mus).sum()


def main():
    for name, vals, mask in padded_reviews():
        print(name, int(mask.sum()), round(float(posterior_grid(vals, mask)), 3))


if __name__ == "__main__":
    main()
