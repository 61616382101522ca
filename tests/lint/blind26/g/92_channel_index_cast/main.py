import numpy as np
import jax
import jax.numpy as jnp

N_CH = 4


@jax.jit
def snr_vs_ref(audio, ref):
    noise = jnp.median(jnp.abs(audio), axis=1)
    return 20 * jnp.log10(jnp.abs(audio).max(axis=1) / noise) - 20 * jnp.log10(jnp.abs(audio[ref]).max() / noise[ref])


def pick_ref(audio, mode):
    if mode == "loudest":
        return int(np.argmax((audio ** 2).mean(axis=1)))
    return 0


rng = np.random.default_rng(0)
for clip in range(6):
    audio = (rng.standard_normal((N_CH, 8000)) * rng.uniform(0.5, 1.5, (N_CH, 1))).astype(np.float32)
    mode = "loudest" if clip % 2 else "fixed"
    print(clip, mode, np.round(np.asarray(snr_vs_ref(audio, pick_ref(audio, mode))), 2))
