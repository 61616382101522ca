import jax
import numpy as np
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import bt_model

N_PLAYERS = 30


def make_games(n, seed=0):
    rng = np.random.default_rng(seed)
    true = rng.normal(size=N_PLAYERS)
    a = rng.integers(0, N_PLAYERS, n).astype(np.int32)
    b = ((a + rng.integers(1, N_PLAYERS, n)) % N_PLAYERS).astype(np.int32)
    y = (rng.random(n) < 1 / (1 + np.exp(-(true[a] - true[b])))).astype(np.float32)
    return a, b, y


guide = AutoNormal(bt_model)
svi = SVI(bt_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def svi_update(state, a, b, y):
    return svi.update(state, a, b, y, N_PLAYERS)


def main():
    a, b, y = make_games(450)
    state = svi.init(jax.random.PRNGKey(0), a[:100], b[:100], y[:100], N_PLAYERS)
    for epoch in range(3):
        for i in range(0, len(a), 100):
            state, loss = svi_update(state, a[i:i + 100], b[i:i + 100], y[i:i + 100])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
