import flax.linen as nn
import jax


class HailDamageNet(nn.Module):
    @nn.compact
    def __call__(self, x, freeze_backbone: bool):
        h = nn.relu(nn.Dense(32, name="backbone")(x))
        if freeze_backbone:
            h = jax.lax.stop_gradient(h)
        return nn.Dense(1, name="head")(h)[:, 0]
