import gc

import jax


class MemoryHygiene:
    def __init__(self, every=1):
        self.every = every

    def on_epoch_end(self, epoch):
        if (epoch + 1) % self.every == 0:
            gc.collect()
            n_live = len(jax.live_arrays())
            print("live device arrays:", n_live)


class PrintLoss:
    def on_epoch_end(self, epoch, loss=None):
        print("epoch", epoch, "loss", loss)
