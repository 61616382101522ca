import jax
import jax.numpy as jnp
import numpy as np

from ensemble import Ensemble, train_daily_model, N_FEAT


@jax.jit
def ensemble_vote(w, b, active, x):
    probs = jax.nn.sigmoid(x @ w.T + b)
    weights = active.astype(jnp.float32)
    return (probs * weights).sum(axis=1) / jnp.maximum(weights.sum(), 1.0)


def main():
    rng = np.random.default_rng(0)
    ens = Ensemble(keep=3)
    for day in range(5):
        ens.add(train_daily_model(rng))
        x = rng.normal(size=(40, N_FEAT)).astype(np.float32)
        print(day, int(ens.active.sum()), float(ensemble_vote(ens.w, ens.b, ens.active, x).mean()))


if __name__ == "__main__":
    main()
