import jax
import numpy as np

from data import keyword_dataset
from trainer import init_params, run_epoch

EPOCHS = 5


def main():
    rng = np.random.default_rng(0)
    x, y = keyword_dataset(rng)
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(EPOCHS):
        params, loss = run_epoch(params, x, y, rng, lr=0.5)
        print(f"epoch {epoch} mean loss {loss:.4f}")


if __name__ == "__main__":
    main()
