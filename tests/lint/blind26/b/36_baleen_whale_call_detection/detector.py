import jax
import jax.numpy as jnp


@jax.jit
def upsweep_score(x, n_valid, fs):
    idx = jnp.arange(x.shape[0])
    valid = idx < n_valid
    x = jnp.where(valid, x, 0.0)
    win = 128
    frames = jnp.stack([jnp.roll(x, -k * 64)[:win] for k in range(x.shape[0] // 64 - 1)])
    spec = jnp.abs(jnp.fft.rfft(frames * jnp.hanning(win), axis=-1))
    freqs = jnp.fft.rfftfreq(win, 1.0 / fs)
    centroid = (spec * freqs).sum(-1) / (spec.sum(-1) + 1e-9)
    t = jnp.arange(centroid.shape[0])
    fvalid = (t * 64 + win) <= n_valid
    tm = jnp.sum(t * fvalid) / jnp.sum(fvalid)
    cm = jnp.sum(centroid * fvalid) / jnp.sum(fvalid)
    slope = jnp.sum(fvalid * (t - tm) * (centroid - cm)) / jnp.sum(fvalid * (t - tm) ** 2)
    return slope
