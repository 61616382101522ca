import jax
import numpy as np

from model import MLP
from train import create_train_state, eval_step, train_step

EPOCHS = 4
BATCH = 32


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 10)).astype(np.float32)
    y = (np.argmax(x[:, :3], 1)).astype(np.int32)
    state = create_train_state(MLP(), jax.random.PRNGKey(0), x[:1], 1e-2)
    for epoch in range(EPOCHS):
        perm = rng.permutation(len(x))
        for i in range(0, len(x), BATCH):
            idx = perm[i:i + BATCH]
            state, loss = train_step(state, x[idx], y[idx])
        print(f"epoch {epoch}: loss {float(loss):.3f} acc {float(eval_step(state, x, y)):.3f}")


if __name__ == "__main__":
    main()
