import jax
import numpy as np

from config import TrainConfig
from trainer import Trainer


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=(16,)).astype(np.int32)
    config = TrainConfig()
    trainer = Trainer(config)
    params = trainer.model.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = trainer.tx.init(params)
    for epoch in range(config.num_epochs):
        for _ in range(config.steps_per_epoch):
            params, opt_state, loss = trainer.step(config, params, opt_state, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
