import jax
import jax.numpy as jnp
import flax.linen as nn


class AudioRisk(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.sigmoid(nn.Dense(3)(x))


net = AudioRisk()


@jax.jit
def audio_risk(params, feats):
    return net.apply({"params": params}, feats)
