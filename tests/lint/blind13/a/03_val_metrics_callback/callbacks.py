import jax
import jax.numpy as jnp


class Callback:
    def on_train_begin(self, trainer):
        pass

    def on_epoch_end(self, trainer, epoch):
        pass


class ValidationLogger(Callback):
    """Runs the model on a held-out set and records accuracy / mean IoU."""

    def __init__(self, val_images, val_masks, n_classes):
        self.val_images = val_images
        self.val_masks = val_masks
        self.n_classes = n_classes
        self.history = []

    def on_epoch_end(self, trainer, epoch):
        apply_fn = trainer.apply_fn
        n_classes = self.n_classes

        def evaluate(params, images, masks):
            logits = apply_fn(params, images)
            pred = jnp.argmax(logits, axis=-1)
            acc = (pred == masks).mean()
            ious = []
            for c in range(n_classes):
                inter = jnp.sum((pred == c) & (masks == c))
                union = jnp.sum((pred == c) | (masks == c))
                ious.append(inter / jnp.maximum(union, 1))
            return acc, jnp.stack(ious).mean()

        acc, miou = jax.jit(evaluate)(trainer.params, self.val_images, self.val_masks)
        self.history.append({"epoch": epoch, "acc": float(acc), "miou": float(miou)})
        print(f"[val] epoch {epoch}: acc={float(acc):.3f} mIoU={float(miou):.3f}")


class EarlyStopping(Callback):
    def __init__(self, logger, patience=3):
        self.logger = logger
        self.patience = patience
        self.best = -1.0
        self.wait = 0

    def on_epoch_end(self, trainer, epoch):
        miou = self.logger.history[-1]["miou"]
        if miou > self.best:
            self.best, self.wait = miou, 0
        else:
            self.wait += 1
            if self.wait >= self.patience:
                trainer.stop_training = True
