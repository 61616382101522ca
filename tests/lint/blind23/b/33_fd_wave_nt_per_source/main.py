import jax.numpy as jnp
import numpy as np

from solver import acoustic_1d
from sources import SHOTS, ricker

DX = 10.0
DT = 0.001


def main():
    vel = jnp.asarray(np.where(np.arange(200) < 100, 2000.0, 2600.0), jnp.float32)
    rec_idx = jnp.arange(5, 195, 10)
    for shot in SHOTS:
        nt = int(round(shot["record_s"] / DT))
        wavelet = jnp.asarray(ricker(shot["f0"], DT, nt))
        traces = acoustic_1d(vel, wavelet, shot["x"], rec_idx, DX, DT, nt)
        print(shot["x"], traces.shape, float(jnp.max(jnp.abs(traces))))


if __name__ == "__main__":
    main()
