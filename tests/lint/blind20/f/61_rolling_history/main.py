import jax
import jax.numpy as jnp
import numpy as np

from stream import ScadaStream


@jax.jit
def nowcast(history):
    w = jnp.exp(-jnp.arange(history.shape[0])[::-1] / 8.0)
    level = jnp.sum(w * history) / jnp.sum(w)
    trend = history[-1] - history[-2]
    return level + 0.5 * trend


def main():
    stream = ScadaStream()
    history = stream.next_block(16)
    for tick in range(5):
        history = np.concatenate([history, stream.next_block()])
        print(f"tick {tick}: nowcast {float(nowcast(history)):.1f} MW")


if __name__ == "__main__":
    main()
