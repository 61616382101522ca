class ValidationCallback:
    def __init__(self, eval_fn, val_batch, every=2):
        self.eval_fn = eval_fn
        self.val_batch = val_batch
        self.every = every

    def on_epoch_end(self, epoch, params):
        if epoch % self.every:
            return
        loss, acc = self.eval_fn(params, self.val_batch)
        print(f"  val epoch {epoch}: loss={float(loss):.4f} acc={float(acc):.3f}")
