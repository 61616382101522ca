import numpy as np
import jax

from recogniser import StreamingRecogniser

CHUNK = 20


def main():
    rec = StreamingRecogniser(jax.random.PRNGKey(7))
    rng = np.random.default_rng(7)
    for line_no in range(3):
        rec.state = None
        line = rng.random((2, 100, 16)).astype(np.float32)
        out = [np.asarray(rec.push(line[:, s:s + CHUNK])) for s in range(0, 100, CHUNK)]
        print(line_no, np.concatenate(out, axis=1)[0, :8].tolist())


if __name__ == "__main__":
    main()
