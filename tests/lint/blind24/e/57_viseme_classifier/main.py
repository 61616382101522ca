import numpy as np
import jax.numpy as jnp

from data import make_split, validation_batches
from train import evaluate, fit_epoch, tx, viseme_loss


def main():
    rng = np.random.default_rng(0)
    train = make_split(rng, 4)
    params = {"w": jnp.zeros((12, 4)), "b": jnp.zeros(4)}
    opt_state = tx.init(params)
    for epoch in range(3):
        params, opt_state = fit_epoch(params, opt_state, train)
        train_loss = sum(float(viseme_loss(params, b)) for b in train)
        val_loss = evaluate(params, validation_batches(np.random.default_rng(1), 2))
        print(epoch, round(train_loss, 3), round(val_loss, 3))


if __name__ == "__main__":
    main()
