import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import StreamingGRU
from network import receive_packets

FEAT, HIDDEN, CHUNK = 6, 12, 4


@eqx.filter_jit
def process_chunk(model, h, chunk):
    return model.run_chunk(h, chunk)


def rechunk(packets, chunk):
    pending = np.zeros((0, FEAT), np.float32)
    for packet in packets:
        pending = np.concatenate([pending, packet])
        while len(pending) >= chunk:
            yield pending[:chunk]
            pending = pending[chunk:]


def main():
    model = StreamingGRU(FEAT, HIDDEN, jax.random.PRNGKey(0))
    h = jnp.zeros((HIDDEN,))
    outputs = []
    for chunk in rechunk(receive_packets(20, FEAT), CHUNK):
        h, ys = process_chunk(model, h, chunk)
        outputs.extend(float(y) for y in ys)
    print(len(outputs), round(sum(outputs), 4))


if __name__ == "__main__":
    main()
