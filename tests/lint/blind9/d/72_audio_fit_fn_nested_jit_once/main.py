import jax
import numpy as np

from data import keyword_dataset
from trainer import fit, init_params

EPOCHS = 5


def main():
    rng = np.random.default_rng(0)
    x, y = keyword_dataset(rng)
    params = init_params(jax.random.PRNGKey(0))
    report = lambda epoch, loss: print(f"epoch {epoch} mean loss {loss:.4f}")
    fit(params, x, y, rng, lr=0.2, epochs=EPOCHS, on_epoch_end=report)


if __name__ == "__main__":
    main()
