import jax
import numpy as np

from model import patch_classifier
from trainer import Trainer


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 6, 6, 3)).astype(np.float32)
    y = (x[..., 0].mean((1, 2)) * 10).astype(np.int32) % 5
    batches = [(x[i:i + 16], y[i:i + 16]) for i in range(0, 64, 16)]
    params = patch_classifier.init(jax.random.PRNGKey(0), x[:1])
    trainer = Trainer(patch_classifier, params)
    for epoch in range(5):
        loss = trainer.train_epoch(batches)
        acc = trainer.evaluate(x[64:], y[64:])
        print(f"epoch {epoch}: loss {loss:.4f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
