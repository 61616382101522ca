import jax
import jax.numpy as jnp
import numpy as np

from stochastic import perturbed_smb

base = jnp.asarray(np.linspace(-2.0, 0.8, 25), jnp.float32)
key = jax.random.PRNGKey(42)
for year in range(2015, 2023):
    key, sub = jax.random.split(key)
    mean, spread = perturbed_smb(sub, base, jnp.float32(0.8), jnp.float32(0.006))
    print(year, f"ensemble mean SMB {float(mean.mean()):+.3f}, spread {float(spread.mean()):.3f} m w.e.")
