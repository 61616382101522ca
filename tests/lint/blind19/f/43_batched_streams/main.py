import jax
import jax.numpy as jnp
import numpy as np

from streams import open_streams

DIM = 6


@jax.jit
def step_all(states, feats, w):
    new = jnp.tanh(states @ w + feats)
    return new, jnp.linalg.norm(new - states, axis=-1)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal((DIM, DIM)).astype(np.float32) * 0.5)
    streams = open_streams(DIM)
    states = {s.name: np.zeros(DIM, np.float32) for s in streams}
    t = 0
    while True:
        live = [s for s in streams if not s.done()]
        if not live:
            break
        feats = np.stack([s.read() for s in live])
        batch_states = np.stack([states[s.name] for s in live])
        new, change = step_all(batch_states, feats, w)
        for s, row in zip(live, np.asarray(new)):
            states[s.name] = row
        t += 1
    print("steps", t, {k: round(float(np.abs(v).sum()), 3) for k, v in states.items()})


if __name__ == "__main__":
    main()
