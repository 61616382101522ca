import jax
import jax.numpy as jnp
import numpy as np

from segment import split_segments

FS = 2000.0


@jax.jit
def crest_and_kurtosis(seg):
    seg = seg - seg.mean()
    rms = jnp.sqrt(jnp.mean(seg ** 2))
    crest = jnp.max(jnp.abs(seg)) / rms
    kurt = jnp.mean(seg ** 4) / rms ** 4
    return crest, kurt


def main():
    rng = np.random.default_rng(0)
    t = np.arange(10007) / FS
    x = np.sin(2 * np.pi * 50 * t) + 0.2 * rng.standard_normal(t.size)
    x[6000:6010] += 3.0
    for i, seg in enumerate(split_segments(x.astype(np.float32), 8)):
        crest, kurt = crest_and_kurtosis(seg)
        print(f"segment {i}: len {len(seg)} crest {float(crest):.2f} kurtosis {float(kurt):.2f}")


if __name__ == "__main__":
    main()
