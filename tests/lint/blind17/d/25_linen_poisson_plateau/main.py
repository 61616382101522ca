import jax
import numpy as np

from model import PoissonNet
from train import PlateauTrainer


def main():
    rng = np.random.default_rng(0)
    model = PoissonNet()
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, 1), np.float32))
    trainer = PlateauTrainer(model, params, lr=1e-1, patience=1)
    for epoch in range(9):
        batches = [rng.uniform(size=(32, 1)).astype(np.float32) for _ in range(3)]
        loss = trainer.run_epoch(batches)
        trainer.end_epoch(loss)
        print(epoch, trainer.lr, loss)


if __name__ == "__main__":
    main()
