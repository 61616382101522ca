import jax
import jax.numpy as jnp


def fss(fc, obs, threshold, window=5):
    bf = (fc >= threshold).astype(jnp.float32)
    bo = (obs >= threshold).astype(jnp.float32)
    k = jnp.ones((window, window)) / window ** 2
    pf = jax.scipy.signal.convolve2d(bf, k, mode="same")
    po = jax.scipy.signal.convolve2d(bo, k, mode="same")
    mse = jnp.mean((pf - po) ** 2)
    ref = jnp.mean(pf ** 2) + jnp.mean(po ** 2)
    return 1 - mse / jnp.maximum(ref, 1e-9)


def build_scorer(shape):
    spec = jax.ShapeDtypeStruct(shape, jnp.float32)
    thr = jax.ShapeDtypeStruct((), jnp.float32)
    return jax.jit(fss).lower(spec, spec, thr).compile()
