import jax
import jax.numpy as jnp

from data import make_clips, collate


@jax.jit
def rms_loudness(batch, mask):
    # frame energy in 64-sample windows, masked
    power = (batch * mask) ** 2
    kernel = jnp.ones(64) / 64
    smooth = jax.vmap(lambda p: jnp.convolve(p, kernel, mode="same"))(power)
    return 10 * jnp.log10(jnp.sum(smooth * mask, axis=1) / jnp.sum(mask, axis=1) + 1e-9)


if __name__ == "__main__":
    clips = make_clips(24)
    batch_size = 4
    for i in range(0, len(clips), batch_size):
        batch, mask = collate(clips[i : i + batch_size])
        db = rms_loudness(batch, mask)
        print(batch.shape, jnp.round(db, 2))
