import jax.numpy as jnp


def baseline_wander_removal(x, k=31):
    kernel = jnp.ones(k) / k
    return x - jnp.convolve(x, kernel, mode="same")


def calibrated_mv(raw, gain, offset):
    return (raw - offset) * gain


def qrs_score(raw, gain, offset):
    mv = calibrated_mv(raw, gain, offset)
    clean = baseline_wander_removal(mv)
    slope = jnp.diff(clean)
    return jnp.max(jnp.abs(slope)), jnp.std(clean)
