from metrics import topk_hits


class TopKLogger:
    def __init__(self, k=5):
        self.k = k
        self.history = []

    def on_epoch_end(self, epoch, logits, labels):
        acc = float(topk_hits(logits, labels, k=self.k))
        self.history.append(acc)
        print(f"epoch {epoch} top{self.k}={acc:.3f}")
