import jax
import jax.numpy as jnp

TARGET_DB = -20.0


def _normalize_audio(wave, target_db):
    rms = jnp.sqrt(jnp.mean(wave**2) + 1e-9)
    gain = 10.0 ** (target_db / 20.0) / rms
    return jnp.clip(wave * gain, -1.0, 1.0)


_normalize_jit = jax.jit(_normalize_audio)


def normalize_audio(wave, target_db=TARGET_DB):
    return _normalize_jit(wave, float(target_db))
