import numpy as np

from trainer import TrainConfig, Trainer


def load_signals(n=96, length=16, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, size=n)
    t = np.linspace(0, 1, length)
    x = np.sin(2 * np.pi * (y[:, None] + 1) * t) + 0.3 * rng.normal(size=(n, length))
    return x[..., None].astype(np.float32), y.astype(np.int32)


def batches(x, y, batch_size):
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield x[i:i + batch_size], y[i:i + batch_size]


def main():
    cfg = TrainConfig()
    x, y = load_signals()
    trainer = Trainer(cfg, x[:1])
    for epoch in range(cfg.num_epochs):
        trainer.on_epoch_start(epoch)
        loss = trainer.train_epoch(batches(x, y, cfg.batch_size))
        print(f"epoch {epoch} lr={trainer.cfg.learning_rate:.4f} loss={loss:.4f}")


if __name__ == "__main__":
    main()
