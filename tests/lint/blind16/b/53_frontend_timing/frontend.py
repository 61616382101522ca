import jax.numpy as jnp


def pre_emphasis(wave, coef):
    return jnp.concatenate([wave[:, :1], wave[:, 1:] - coef * wave[:, :-1]], axis=1)


def frame_rms(wave, frame=160):
    frames = wave.reshape(wave.shape[0], -1, frame)
    return jnp.sqrt((frames ** 2).mean(axis=-1) + 1e-8)
