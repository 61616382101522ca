import jax
import jax.numpy as jnp
import numpy as np

from archive import load_day


@jax.jit
def masked_daily_ccf(a, b, ok):
    n = a.shape[-1]
    A = jnp.fft.rfft(a, 2 * n, axis=-1)
    B = jnp.fft.rfft(b, 2 * n, axis=-1)
    cc = jnp.fft.irfft(A * jnp.conj(B) / (jnp.abs(A) * jnp.abs(B) + 1e-6), 2 * n, axis=-1)
    cc = jnp.concatenate([cc[:, -100:], cc[:, :101]], axis=-1)
    return (cc * ok[:, None]).sum(axis=0), ok.sum()


def main():
    rng = np.random.default_rng(4)
    stack, count = 0.0, 0.0
    for day in range(6):
        a, b, ok = load_day(rng, day)
        s, n = masked_daily_ccf(jnp.asarray(a), jnp.asarray(b), jnp.asarray(ok))
        stack, count = stack + s, count + n
        print(day, int(ok.sum()), int(jnp.argmax(stack / count)) - 100)


if __name__ == "__main__":
    main()
