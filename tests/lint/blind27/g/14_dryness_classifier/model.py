import jax
import jax.numpy as jnp
import flax.linen as nn


class DrynessClassifier(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        h = nn.Dense(16)(x)
        h = nn.relu(h)
        pooled = (h * mask[:, None]).sum(0) / mask.sum()
        return nn.Dense(1)(pooled)[0]


net = DrynessClassifier()


@jax.jit
def dryness_logit(params, x, mask):
    return net.apply(params, x, mask)
