from functools import partial

import jax
import jax.numpy as jnp

from windows import load_logs, window_length


@partial(jax.jit, static_argnums=1)
def vibration_rms(accel, window):
    n = accel.shape[0] // window
    frames = accel[: n * window].reshape(n, window, 3)
    frames = frames - frames.mean(1, keepdims=True)
    return jnp.sqrt(jnp.mean(frames ** 2, axis=1))


def main():
    for k, (meta, accel) in enumerate(load_logs()):
        w = window_length(meta)
        rms = vibration_rms(accel, w)
        print(k, w, rms.shape, round(float(rms.max()), 4))


if __name__ == "__main__":
    main()
