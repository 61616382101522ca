import jax
import jax.numpy as jnp
import numpy as np

from loader import BucketedClipLoader

TAPS = 33


def make_clips(n, sr=8000, seed=0):
    rng = np.random.default_rng(seed)
    clips = []
    for _ in range(n):
        t = np.arange(int(rng.uniform(0.25, 0.6) * sr)) / sr
        f0 = rng.uniform(150, 400)
        clips.append((np.sin(2 * np.pi * f0 * t) * np.exp(-3 * t)).astype(np.float32))
    return clips


def fir(taps, x):
    return jax.vmap(lambda row: jnp.convolve(row, taps, mode="same"))(x)


@jax.jit
def denoise_step(taps, noisy, clean, mask):
    def loss_fn(h):
        err = (fir(h, noisy) - clean) * mask
        return jnp.sum(err**2) / jnp.sum(mask)

    loss, g = jax.value_and_grad(loss_fn)(taps)
    return taps - 0.5 * g, loss


def main():
    loader = BucketedClipLoader(make_clips(30), batch_size=4)
    taps = jnp.zeros(TAPS).at[TAPS // 2].set(1.0)
    for epoch in range(2):
        for noisy, clean, mask in loader:
            taps, loss = denoise_step(taps, noisy, clean, mask)
        print(f"epoch {epoch} last batch width {noisy.shape[1]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
