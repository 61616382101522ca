import jax.numpy as jnp
import numpy as np

from detector import StreamingDetector


def telemetry(n_chunks, size, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_chunks):
        x = 10 + rng.normal(0, 1, size)
        if i in (2, 4):
            x[rng.integers(size)] += 12
        yield jnp.asarray(x, dtype=jnp.float32)


def main():
    det = StreamingDetector()
    for i, chunk in enumerate(telemetry(6, 128)):
        flags = det.process(chunk)
        print(f"chunk {i}: {int(flags.sum())} flagged, peak {det.running_peak:.2f}")


if __name__ == "__main__":
    main()
