import jax
import jax.numpy as jnp
import numpy as np

from rnn import chunk_step, init

CHUNK = 32


def recorded_sequence(n=150, seed=0):
    rng = np.random.default_rng(seed)
    u = rng.uniform(-1, 1, size=(n, 1)).astype(np.float32)
    y = np.zeros(n, dtype=np.float32)
    for k in range(1, n):
        y[k] = 0.7 * y[k - 1] + 0.5 * np.tanh(2 * u[k - 1, 0])
    return u, y


def main():
    u, y = recorded_sequence()
    params = init(jax.random.PRNGKey(0))
    for epoch in range(3):
        h = jnp.zeros(8)
        for start in range(0, len(y), CHUNK):
            params, h, loss = chunk_step(params, h, u[start:start + CHUNK], y[start:start + CHUNK])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
