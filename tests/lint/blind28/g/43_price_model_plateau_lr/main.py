import numpy as np
import jax.numpy as jnp

from train import tx, fit_step, val_loss
from scheduler import PlateauHalver


def main():
    rng = np.random.default_rng(33)
    X = rng.standard_normal((512, 16)).astype(np.float32)
    y = (X @ rng.standard_normal(16) * 0.1 + 0.3 * rng.standard_normal(512)).astype(np.float32)
    w = jnp.zeros(16)
    opt_state = tx.init(w)
    sched = PlateauHalver()
    for epoch in range(12):
        for s in range(0, 448, 64):
            w, opt_state, l = fit_step(w, opt_state, X[s:s + 64], y[s:s + 64])
        v = float(val_loss(w, X[448:], y[448:]))
        opt_state = sched(opt_state, round(v, 3))
        print(epoch, round(v, 4), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
