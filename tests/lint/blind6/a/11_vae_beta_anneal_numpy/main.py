import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def elbo_loss(params, x, key, beta):
    mu, logvar = x @ params["enc_mu"], x @ params["enc_lv"]
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    recon = z @ params["dec"]
    kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1)
    return jnp.mean(jnp.sum((recon - x) ** 2, -1) + beta * kl)


def beta_schedule(epoch, n_cycle=4):
    if epoch == 0:
        return 0.0
    return np.clip(epoch / n_cycle, 0.0, 1.0)


key = jax.random.PRNGKey(0)
ks = jax.random.split(key, 4)
params = {"enc_mu": jax.random.normal(ks[0], (10, 3)) * 0.1,
          "enc_lv": jax.random.normal(ks[1], (10, 3)) * 0.1,
          "dec": jax.random.normal(ks[2], (3, 10)) * 0.1}
x = jax.random.normal(ks[3], (32, 10))
for epoch in range(6):
    key, sub = jax.random.split(key)
    print(epoch, float(elbo_loss(params, x, sub, beta_schedule(epoch))))
