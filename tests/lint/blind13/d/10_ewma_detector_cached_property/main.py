import jax.numpy as jnp
import numpy as np

from detector import EWMADetector
from stream import sensor_chunks

CHUNK = 64


def main():
    detector = EWMADetector(span=12, z_threshold=4.0)
    for i, chunk in enumerate(sensor_chunks(6, CHUNK)):
        flags, z = detector.score_fn(jnp.asarray(chunk))
        hits = np.flatnonzero(np.asarray(flags)[5:]) + 5
        print(f"chunk {i}: anomalies at {hits.tolist()} max|z|={float(jnp.max(jnp.abs(z))):.1f}")


if __name__ == "__main__":
    main()
