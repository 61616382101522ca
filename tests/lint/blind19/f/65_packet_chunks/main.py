import equinox as eqx
import jax
import jax.numpy as jnp

from model import StreamingGRU
from network import receive_packets

FEAT, HIDDEN = 6, 12


@eqx.filter_jit
def process_chunk(model, h, chunk):
    return model.run_chunk(h, chunk)


def main():
    model = StreamingGRU(FEAT, HIDDEN, jax.random.PRNGKey(0))
    h = jnp.zeros((HIDDEN,))
    outputs = []
    for packet in receive_packets(20, FEAT):
        h, ys = process_chunk(model, h, packet)
        outputs.extend(float(y) for y in ys)
    print(len(outputs), round(sum(outputs), 4))


if __name__ == "__main__":
    main()
