import jax
import jax.numpy as jnp
import numpy as np

from train import model, opt, train_step

MAX_EVENTS = 12
N_FEAT = 5


def possession_batches(n_batches, batch=8, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        lengths = rng.integers(3, MAX_EVENTS + 1, size=batch)
        ev = np.zeros((batch, MAX_EVENTS, N_FEAT), np.float32)
        mask = np.zeros((batch, MAX_EVENTS), np.float32)
        for i, L in enumerate(lengths):
            ev[i, :L] = rng.normal(size=(L, N_FEAT))
            mask[i, :L] = 1.0
        y = (rng.random(batch) < 0.1).astype(np.float32)
        yield ev, mask, y, int(lengths.max())


def main():
    ev0 = jnp.zeros((8, MAX_EVENTS, N_FEAT))
    params = model.init(jax.random.PRNGKey(0), ev0, jnp.ones((8, MAX_EVENTS)))
    opt_state = opt.init(params)
    for ev, mask, y, longest in possession_batches(8):
        params, opt_state, loss = train_step(params, opt_state, ev, mask, y, n_events=longest)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
