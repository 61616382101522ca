import gc


class Housekeeping:
    """Frees host memory between epochs on long backtest-training runs."""

    def on_epoch_end(self, epoch):
        gc.collect()
