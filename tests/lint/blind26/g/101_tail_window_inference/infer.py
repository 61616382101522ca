import jax
import jax.numpy as jnp

WIN = 4800   # 100 ms at 48 kHz


@jax.jit
def window_score(w, kernel):
    env = jnp.abs(jnp.convolve(w, kernel, mode="same"))
    return env.max() / (jnp.median(env) + 1e-6)


def scan_recording(audio, kernel):
    return [float(window_score(audio[i:i + WIN], kernel)) for i in range(0, len(audio), WIN)]
