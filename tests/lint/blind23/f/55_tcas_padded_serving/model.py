import jax
import jax.numpy as jnp
import flax.linen as nn


class IntruderThreat(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(24)(x))
        return nn.Dense(3)(h)  # clear / traffic advisory / resolution advisory


net = IntruderThreat()


@jax.jit
def classify_intruders(params, feats, valid):
    logits = net.apply(params, feats)
    cls = jnp.argmax(logits, -1)
    return jnp.where(valid, cls, 0)
