import jax
import numpy as np

from data import kfold_indices, make_sensor_table
from train import FoldTrainer, accuracy, train_step

N_FOLDS = 4
EPOCHS = 2


def main():
    x, y = make_sensor_table()
    trainer = FoldTrainer(x.shape[1], lr=1e-2)
    scores = []
    for fold, (tr, va) in enumerate(kfold_indices(len(x), N_FOLDS)):
        state = trainer.fresh_state(jax.random.PRNGKey(fold))
        for _ in range(EPOCHS):
            state, loss = train_step(state, x[tr], y[tr])
        scores.append(accuracy(state, x[va], y[va]))
        print(f"fold {fold}: loss={float(loss):.3f} val_acc={scores[-1]:.2f}")
    print("cv accuracy", np.mean(scores))


if __name__ == "__main__":
    main()
