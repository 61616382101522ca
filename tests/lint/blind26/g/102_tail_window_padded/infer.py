import numpy as np
import jax
import jax.numpy as jnp

WIN = 4800


@jax.jit
def window_peak_ratio(w, kernel):
    env = jnp.abs(jnp.convolve(w, kernel, mode="same"))
    return env.max() / (jnp.median(env) + 1e-6)


def scan_recording(audio, kernel):
    n_win = -(-len(audio) // WIN)
    padded = np.pad(audio, (0, n_win * WIN - len(audio)))
    return [float(window_peak_ratio(padded[i * WIN:(i + 1) * WIN], kernel)) for i in range(n_win)]
