import jax
import numpy as np

from data import SpectraDataset, iterate
from model import init, tx, pls_like_step, batch_sq_error


def main():
    train, test = SpectraDataset(512, 0), SpectraDataset(150, 1)
    p = init(jax.random.PRNGKey(0))
    s = tx.init(p)
    for epoch in range(3):
        for x, y in iterate(train, 64, shuffle=True, drop_last=True, seed=epoch):
            p, s, loss = pls_like_step(p, s, x, y)
        sse = sum(float(batch_sq_error(p, x, y)) for x, y in iterate(test, 64))
        print(f"epoch {epoch}: RMSEP {np.sqrt(sse / len(test)):.3f} %v/v")


if __name__ == "__main__":
    main()
