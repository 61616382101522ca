import jax
import jax.numpy as jnp
from flax import nnx


class StepCount(nnx.Variable):
    pass


class SegNet(nnx.Module):
    """Pretrained backbone + fresh decoder; backbone frozen for the first steps."""

    def __init__(self, in_ch, n_classes, freeze_steps, rngs):
        self.backbone = nnx.Conv(in_ch, 8, kernel_size=(3, 3), rngs=rngs)
        self.decoder = nnx.Conv(8, n_classes, kernel_size=(1, 1), rngs=rngs)
        self.freeze_steps = freeze_steps
        self.steps_seen = StepCount(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        feats = nnx.relu(self.backbone(x))
        frozen = self.steps_seen.value < self.freeze_steps
        feats = jnp.where(frozen, jax.lax.stop_gradient(feats), feats)
        return self.decoder(feats)
