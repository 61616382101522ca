import numpy as np

from model import NerTagger
from trainer import Trainer

VOCAB, TAGS, SEQ = 120, 9, 14


def make_batches(rng, n_batches, batch_size):
    out = []
    for _ in range(n_batches):
        ids = rng.integers(1, VOCAB, size=(batch_size, SEQ)).astype(np.int32)
        lengths = rng.integers(5, SEQ + 1, size=batch_size)
        mask = (np.arange(SEQ)[None] < lengths[:, None]).astype(np.float32)
        tags = np.where(ids % 7 == 0, ids % TAGS, 0).astype(np.int32)
        out.append((ids * mask.astype(np.int32), tags, mask))
    return out


def main():
    rng = np.random.default_rng(0)
    batches = make_batches(rng, 4, 8)
    trainer = Trainer(NerTagger(VOCAB, TAGS), batches[0][0], lr=3e-3)
    for epoch in range(5):
        loss = trainer.fit_epoch(batches)
        if epoch >= 1:
            trainer.decay_learning_rate(0.5)
        print(f"epoch {epoch} loss {loss:.4f} lr {trainer.learning_rate:.2e}")


if __name__ == "__main__":
    main()
