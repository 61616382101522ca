import jax
import jax.numpy as jnp


@jax.jit
def motion_robust_hr(params, signals):
    ppg, acc = signals
    acc_mag = jnp.linalg.norm(acc, axis=-1)
    # adaptive noise cancellation: regress out motion from PPG
    beta = jnp.sum(ppg * acc_mag, axis=-1, keepdims=True) / (jnp.sum(acc_mag ** 2, axis=-1, keepdims=True) + 1e-6)
    clean = ppg - beta * acc_mag
    feats = jnp.stack([jnp.std(clean, -1), jnp.mean(jnp.abs(jnp.diff(clean, axis=-1)), -1)], -1)
    return feats @ params["w"] + params["b"]
