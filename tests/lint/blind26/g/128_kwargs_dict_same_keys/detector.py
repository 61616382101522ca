import jax
import jax.numpy as jnp


@jax.jit
def screen_calls(snr_db, dur_ms, min_snr_db, min_dur_ms, max_dur_ms):
    ok = (snr_db >= min_snr_db) & (dur_ms >= min_dur_ms) & (dur_ms <= max_dur_ms)
    return ok.sum(), jnp.where(ok, snr_db, 0.0).sum() / jnp.maximum(ok.sum(), 1)
