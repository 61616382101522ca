import numpy as np
import jax

from model import TabularAE
from trainer import AETrainer


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 6)).astype(np.float32)
    trainer = AETrainer(TabularAE(6, 2, jax.random.PRNGKey(0)))
    for epoch in range(5):
        batch = x[rng.choice(len(x), 64, replace=False)]
        loss = trainer.step(batch)
    print("final recon loss", round(loss, 4))


if __name__ == "__main__":
    main()
