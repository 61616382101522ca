import equinox as eqx
import jax.numpy as jnp


class MIoUCallback:
    def __init__(self, val_points, val_labels, num_classes=4):
        self.val_points = val_points
        self.val_labels = val_labels
        self.num_classes = num_classes
        self.history = []

    def on_epoch_end(self, epoch, model):
        num_classes = self.num_classes

        @eqx.filter_jit
        def evaluate(model, pts, labels):
            pred = jnp.argmax(model(pts), axis=-1)
            ious = []
            for c in range(num_classes):
                inter = jnp.sum((pred == c) & (labels == c))
                union = jnp.sum((pred == c) | (labels == c))
                ious.append(inter / jnp.maximum(union, 1))
            return jnp.mean(jnp.stack(ious))

        miou = float(evaluate(model, self.val_points, self.val_labels))
        self.history.append(miou)
        print(f"epoch {epoch} mIoU {miou:.3f}")
