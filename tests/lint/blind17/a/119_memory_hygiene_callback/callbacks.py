import gc

import jax


class MemoryHygiene:
    def __init__(self, every=1):
        self.every = every

    def on_epoch_end(self, epoch):
        if (epoch + 1) % self.every == 0:
            gc.collect()
            jax.clear_caches()


class PrintLoss:
    def on_epoch_end(self, epoch, loss=None):
        print("epoch", epoch, "loss", loss)
