import jax
import jax.numpy as jnp

from vae import GaussianVAE, init_params

key = jax.random.PRNGKey(0)
model = GaussianVAE(init_params(key, 16, 4))
data = jax.random.normal(key, (6, 32, 16))

codes = []
for i, batch in enumerate(data):
    key, sub = jax.random.split(key)
    z = model.latents(batch, sub)
    codes.append(float(jnp.abs(z).mean()))
print(codes)
