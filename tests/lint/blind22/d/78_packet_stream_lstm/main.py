import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from stream import PacketStream, N_FEAT, HIDDEN


class StreamDetector(eqx.Module):
    cell: eqx.nn.LSTMCell
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.LSTMCell(N_FEAT, HIDDEN, key=k1)
        self.head = eqx.nn.Linear(HIDDEN, 1, key=k2)


@eqx.filter_jit
def consume(model, chunk, state):
    def step(s, x):
        s = model.cell(x, s)
        return s, model.head(s[0])[0]
    state, scores = jax.lax.scan(step, state, chunk)
    return state, jax.nn.sigmoid(scores).max()


def main():
    model = StreamDetector(jax.random.PRNGKey(0))
    stream = PacketStream(np.random.default_rng(0), 5)
    for i, chunk in enumerate(stream.chunks()):
        stream.hidden, peak = consume(model, chunk, stream.hidden)
        print(i, float(peak))


if __name__ == "__main__":
    main()
