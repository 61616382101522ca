import jax.numpy as jnp


def ofdm_equalize(samples, pilot_vals, n_fft, cp, pilot_idx):
    sym = samples.reshape(-1, n_fft + cp)[:, cp:]
    Y = jnp.fft.fft(sym, axis=1) / jnp.sqrt(n_fft)
    h_p = Y[:, pilot_idx] / pilot_vals
    # piecewise-constant interpolation: each subcarrier takes the nearest pilot's estimate
    k = jnp.arange(n_fft)
    dist = jnp.abs((k[:, None] - jnp.asarray(pilot_idx)[None, :] + n_fft // 2) % n_fft - n_fft // 2)
    nearest = jnp.argmin(dist, axis=1)
    return Y / h_p[:, nearest]
