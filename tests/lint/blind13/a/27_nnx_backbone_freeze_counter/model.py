import jax
from flax import nnx


class SegNet(nnx.Module):
    """Pretrained backbone + fresh decoder; backbone frozen for the first steps."""

    def __init__(self, in_ch, n_classes, freeze_steps, rngs):
        self.backbone = nnx.Conv(in_ch, 8, kernel_size=(3, 3), rngs=rngs)
        self.decoder = nnx.Conv(8, n_classes, kernel_size=(1, 1), rngs=rngs)
        self.freeze_steps = freeze_steps
        self.steps_seen = 0

    def __call__(self, x):
        feats = nnx.relu(self.backbone(x))
        if self.steps_seen < self.freeze_steps:
            feats = jax.lax.stop_gradient(feats)
        return self.decoder(feats)
