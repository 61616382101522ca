import jax
import numpy as np

from model import init_params, stream_step

N_IN, CHUNK = 4, 10


class OnWatchDetector:
    """Arrhythmia alert from streamed RR/PPG features, one chunk at a time."""

    def __init__(self, params):
        self.params = params
        self.h = None

    def start_session(self):
        self.h = None

    def on_chunk(self, chunk):
        self.h, probs = stream_step(self.params, self.h, chunk)
        return float(probs[1])


def main():
    det = OnWatchDetector(init_params(jax.random.PRNGKey(0), N_IN))
    rng = np.random.default_rng(0)
    for session in range(3):
        det.start_session()
        ps = [det.on_chunk(rng.standard_normal((CHUNK, N_IN)).astype(np.float32)) for _ in range(4)]
        print(session, np.round(ps, 3))


if __name__ == "__main__":
    main()
