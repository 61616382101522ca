from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class ReconstructionNet(nn.Module):
    window: int = 32
    latent: int = 4

    @nn.compact
    def __call__(self, x):
        z = nn.tanh(nn.Dense(self.latent)(x))
        return nn.Dense(self.window)(z)


@partial(jax.jit, static_argnums=0)
def anomaly_score(net, variables, windows):
    recon = net.apply(variables, windows)
    return jnp.mean((recon - windows) ** 2, axis=-1)
