import jax
import jax.numpy as jnp
import numpy as np

from streams import open_streams

DIM = 6


@jax.jit
def step_all(states, feats, live, w):
    new = jnp.tanh(states @ w + feats)
    new = jnp.where(live[:, None], new, states)
    return new, jnp.linalg.norm(new - states, axis=-1)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal((DIM, DIM)).astype(np.float32) * 0.5)
    streams = open_streams(DIM)
    states = jnp.zeros((len(streams), DIM), jnp.float32)
    t = 0
    while True:
        live = np.array([not s.done() for s in streams])
        if not live.any():
            break
        feats = np.stack([s.read() if ok else np.zeros(DIM, np.float32) for s, ok in zip(streams, live)])
        states, change = step_all(states, feats, live, w)
        t += 1
    final = {s.name: round(float(np.abs(row).sum()), 3) for s, row in zip(streams, np.asarray(states))}
    print("steps", t, final)


if __name__ == "__main__":
    main()
