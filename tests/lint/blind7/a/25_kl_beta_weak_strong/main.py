import jax
import jax.numpy as jnp

from vae import elbo_step

D, H, Z = 12, 16, 2
ks = jax.random.split(jax.random.PRNGKey(0), 4)
params = {"enc": 0.1 * jax.random.normal(ks[0], (D, H)),
          "mu": 0.1 * jax.random.normal(ks[1], (H, Z)),
          "logvar": 0.1 * jax.random.normal(ks[2], (H, Z)),
          "dec": 0.1 * jax.random.normal(ks[3], (Z, D))}
x = jax.random.normal(jax.random.PRNGKey(1), (32, D))

TARGET_KL = 0.5
beta = 1.0
key = jax.random.PRNGKey(2)
for epoch in range(5):
    key, sub = jax.random.split(key)
    params, loss, kl = elbo_step(params, x, sub, beta)
    # controller: push KL towards the target
    beta = jnp.clip(beta * kl / TARGET_KL, 0.1, 10.0)
    print(epoch, float(loss))
