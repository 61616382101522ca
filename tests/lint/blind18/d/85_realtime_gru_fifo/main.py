import jax
import jax.numpy as jnp
import numpy as np

from fifo import Reblocker
from host import device_callbacks
from model import StreamingGRU, process_block

BLOCK = 128


def main():
    model = StreamingGRU(jax.random.PRNGKey(0))
    h = jnp.zeros(16)
    fifo = Reblocker(BLOCK)
    out = []
    for delivered in device_callbacks(np.random.default_rng(0)):
        for block in fifo.push(delivered):
            y, h = process_block(model, block, h)
            out.append(np.asarray(y))
    print("blocks", len(out), "samples", sum(len(o) for o in out))


if __name__ == "__main__":
    main()
