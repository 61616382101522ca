import flax.linen as nn
import jax
import jax.numpy as jnp


class PeakNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[:, 0]


model = PeakNet()


@jax.jit
def eval_step(params, x, y):
    pred = model.apply({"params": params}, x)
    return jnp.mean(jnp.abs(pred - y)), jnp.max(jnp.abs(pred - y))
