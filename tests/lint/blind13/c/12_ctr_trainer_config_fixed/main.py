import numpy as np

from train import CTRTrainer

NUM_FEATURES = 24
BATCH = 64


def make_batches(rng, true_w, n_batches):
    out = []
    for _ in range(n_batches):
        x = rng.normal(size=(BATCH, NUM_FEATURES)).astype(np.float32)
        p = 1 / (1 + np.exp(-x @ true_w))
        out.append((x, (rng.random(BATCH) < p).astype(np.float32)))
    return out


def main():
    rng = np.random.default_rng(7)
    true_w = rng.normal(size=NUM_FEATURES)
    trainer = CTRTrainer(NUM_FEATURES)
    for epoch in range(5):
        loss = trainer.fit_epoch(make_batches(rng, true_w, 3))
        print(f"epoch {epoch} lr {float(trainer.lr):.4f} loss {loss:.4f}")
        trainer.end_epoch()


if __name__ == "__main__":
    main()
