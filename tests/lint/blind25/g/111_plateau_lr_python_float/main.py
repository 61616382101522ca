import numpy as np
import jax

from schedule import PlateauDrop
from train import tx, acrylamide_step


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(0, 1, size=(80, 4)).astype(np.float32)
    y = (np.exp(2 * x[:, 0]) * x[:, 2] - 0.5 * x[:, 3]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.5, "w2": jax.random.normal(k2, (16,)) * 0.5}
    opt_state = tx.init(params)
    plateau = PlateauDrop()
    for epoch in range(25):
        params, opt_state, loss = acrylamide_step(params, opt_state, x, y)
        opt_state = plateau(opt_state, round(float(loss), 2))
    print("final loss", float(loss), "lr", float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
