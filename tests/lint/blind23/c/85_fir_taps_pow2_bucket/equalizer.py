from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_taps",))
def zf_fir_design(h_est, n_taps):
    # least-squares FIR equalizer for the (zero-padded) channel estimate
    L = h_est.shape[0]
    rows = n_taps + L - 1
    idx = jnp.arange(rows)[:, None] - jnp.arange(n_taps)[None, :]
    C = jnp.where((idx >= 0) & (idx < L), h_est[jnp.clip(idx, 0, L - 1)], 0.0)
    d = jnp.zeros(rows).at[(rows - 1) // 2].set(1.0)
    w, *_ = jnp.linalg.lstsq(C, d)
    return w
