import jax
import jax.numpy as jnp

from guide import MeanFieldGuide
from vi import svi_update

OBS = jnp.array([1.2, 0.8, 1.5, 1.1, 0.9, 1.3])


def log_joint(z):
    mu, log_tau = z
    prior = -0.5 * mu**2 / 10.0 - 0.5 * log_tau**2
    lik = jnp.sum(-0.5 * (OBS - mu) ** 2 * jnp.exp(2 * log_tau) + log_tau)
    return prior + lik


def main():
    guide = MeanFieldGuide(loc=jnp.zeros(2), log_scale=jnp.full(2, -1.0))
    key = jax.random.PRNGKey(0)
    for it in range(6):
        key, sub = jax.random.split(key)
        guide, loss = svi_update(guide, sub, log_joint, 0.05)
        print(f"iter {guide.n_updates}: -ELBO {float(loss):.3f}")
    print("posterior mean of mu", float(guide.loc[0]))


if __name__ == "__main__":
    main()
