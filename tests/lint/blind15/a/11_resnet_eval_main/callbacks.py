from steps import eval_step


class AccuracyCallback:
    def __init__(self, val_batches, every=2):
        self.val_batches = val_batches
        self.every = every
        self.history = []

    def on_epoch_end(self, epoch, params):
        if (epoch + 1) % self.every:
            return
        correct = total = 0
        for batch in self.val_batches:
            out = eval_step(params=params, batch=batch)
            correct += int(out["correct"])
            total += int(out["count"])
        self.history.append(correct / total)
        print(f"epoch {epoch} val_acc {self.history[-1]:.3f}")
