from functools import partial

import jax
import numpy as np

from segtools.metrics import confusion_matrix, mean_iou


class Hook:
    def on_epoch_end(self, trainer, epoch):
        pass


class MeanIoUHook(Hook):
    def __init__(self, val_batches, num_classes):
        self.val_batches = val_batches
        self.num_classes = num_classes
        self.history = []

    def on_epoch_end(self, trainer, epoch):
        cm_fn = jax.jit(partial(confusion_matrix, num_classes=self.num_classes))
        total = 0
        for images, labels in self.val_batches:
            preds = trainer.predict(images)
            total = total + cm_fn(preds, labels)
        miou = float(mean_iou(total))
        self.history.append(miou)
        print(f"epoch {epoch} val mIoU {miou:.3f}")


class LossLogger(Hook):
    def on_epoch_end(self, trainer, epoch):
        print(f"epoch {epoch} train loss {np.mean(trainer.epoch_losses):.4f}")
