import itertools

import numpy as np
import jax.numpy as jnp

from features import log_power_spectrum

FRAME = 64
CHUNK = 8


def frame_stream(signal, hop=32):
    for start in range(0, len(signal) - FRAME + 1, hop):
        yield signal[start:start + FRAME]


def chunked(it, size):
    it = iter(it)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield np.stack(chunk)


def main():
    rng = np.random.default_rng(2)
    recordings = [rng.standard_normal(n).astype(np.float32) for n in (640, 500, 860, 420)]
    for rec_id, rec in enumerate(recordings):
        feats = [log_power_spectrum(jnp.asarray(c)) for c in chunked(frame_stream(rec), CHUNK)]
        spec = jnp.concatenate(feats)
        print(f"recording {rec_id}: {spec.shape[0]} frames, mean {float(spec.mean()):.3f}")


if __name__ == "__main__":
    main()
