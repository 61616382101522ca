import jax
import jax.numpy as jnp
import numpy as np

from ensemble import Ensemble, train_daily_model, N_FEAT


@jax.jit
def ensemble_vote(members, x):
    probs = [jax.nn.sigmoid(x @ m["w"] + m["b"]) for m in members]
    return jnp.mean(jnp.stack(probs), axis=0)


def main():
    rng = np.random.default_rng(0)
    ens = Ensemble(keep=3)
    for day in range(5):
        ens.add(train_daily_model(rng))
        x = rng.normal(size=(40, N_FEAT)).astype(np.float32)
        print(day, len(ens.members), float(ensemble_vote(ens.members, x).mean()))


if __name__ == "__main__":
    main()
