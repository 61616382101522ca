import jax
import numpy as np

from data import make_stamps, Loader
from train import create_state, train_step, eval_step


def main():
    x_tr, y_tr = make_stamps(500, seed=0)
    x_te, y_te = make_stamps(200, seed=1)
    key = jax.random.PRNGKey(0)
    state = create_state(key, x_tr[:1])
    train_loader = Loader(x_tr, y_tr, batch_size=64, seed=0, drop_last=True)
    for epoch in range(3):
        for x, y in train_loader:
            key, sub = jax.random.split(key)
            state, loss = train_step(state, x, y, sub)
        correct = int(eval_step(state.params, x_te, y_te))
        print(f"epoch {epoch}: loss={float(loss):.4f} test acc={correct / len(y_te):.3f}")


if __name__ == "__main__":
    main()
