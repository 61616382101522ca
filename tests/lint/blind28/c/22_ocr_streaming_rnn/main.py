import numpy as np
import jax

from rnn import init, recognise_chunk

CHUNK = 20


def stream_line(rng, width=100):
    line = rng.random((2, width, 16)).astype(np.float32)
    for start in range(0, width, CHUNK):
        yield line[:, start:start + CHUNK]


def main():
    params = init(jax.random.PRNGKey(7))
    rng = np.random.default_rng(7)
    for line_no in range(3):
        state = None
        decoded = []
        for chunk in stream_line(rng):
            codes, state = recognise_chunk(params, chunk, state)
            decoded.append(np.asarray(codes))
        print(line_no, np.concatenate(decoded, axis=1).shape)


if __name__ == "__main__":
    main()
