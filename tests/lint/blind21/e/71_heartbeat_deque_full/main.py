import jax
import jax.numpy as jnp
import numpy as np

from buffer import HeartbeatBuffer

N_SERVICES = 10


@jax.jit
def missed_beats(history, expected):
    late = history > 1.5 * expected
    return late.sum(axis=0), jnp.max(history / expected, axis=0)


def main():
    rng = np.random.default_rng(61)
    buf = HeartbeatBuffer()
    expected = jnp.full((N_SERVICES,), 5.0, jnp.float32)
    for tick in range(9):
        buf.push(rng.gamma(20.0, 0.25, size=N_SERVICES))
        if buf.ready():
            late, worst = missed_beats(buf.array(), expected)
            print(tick, int(late.max()), round(float(worst.max()), 2))


if __name__ == "__main__":
    main()
