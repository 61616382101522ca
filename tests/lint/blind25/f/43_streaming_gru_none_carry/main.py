import jax
import jax.numpy as jnp
import numpy as np

from monitor import ChamberMonitor
from stream_model import HIDDEN, model

CHUNK = 20  # 2 s of 10 Hz sensor data
N_SENSORS = 5


def sensor_feed(n_wafers=3, chunks_per_wafer=4, seed=0):
    rng = np.random.default_rng(seed)
    for w in range(n_wafers):
        for c in range(chunks_per_wafer):
            yield w, c, rng.normal(size=(CHUNK, N_SENSORS)).astype(np.float32)


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros(HIDDEN), jnp.zeros((CHUNK, N_SENSORS)))
    mon = ChamberMonitor(params)
    for w, c, chunk in sensor_feed():
        if c == 0:
            mon.reset()
        alarm = mon.on_chunk(chunk)
        print(f"wafer {w} chunk {c}: alarm={alarm}")


if __name__ == "__main__":
    main()
