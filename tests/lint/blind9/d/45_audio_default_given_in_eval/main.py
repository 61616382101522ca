import jax.numpy as jnp
import numpy as np

from evaluate import validation_loss
from separation import masked_loss, train_step

SR = 8000
EPOCHS = 4


def make_pairs(n, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(2048) / SR
    out = []
    for _ in range(n):
        speech = np.sin(2 * np.pi * rng.uniform(150, 300) * t) * (1 + np.sin(2 * np.pi * 3 * t))
        hum = 0.8 * np.sin(2 * np.pi * 1500 * t) + 0.2 * rng.standard_normal(t.size)
        out.append(((speech + hum).astype(np.float32)[None], speech.astype(np.float32)[None]))
    return out


def main():
    train, val = make_pairs(4, 0), make_pairs(2, 1)
    gains = jnp.zeros(65)
    for epoch in range(EPOCHS):
        for mix, tgt in train:
            gains, _ = train_step(gains, mix, tgt)
        monitor = float(masked_loss(gains, *train[0]))
        print(f"epoch {epoch} first-batch loss {monitor:.4f} val {validation_loss(gains, val):.4f}")


if __name__ == "__main__":
    main()
