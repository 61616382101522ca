import numpy as np
import jax.numpy as jnp

from indicators import crest_and_kurtosis

FLAT = jnp.ones(512)


def drive_record(opening, rng, n=8192):
    t = np.arange(n) / 10000.0
    x = np.sin(2 * np.pi * 47 * t) + 0.3 * np.sin(2 * np.pi * 141 * t) + rng.normal(0, 0.2, n)
    if opening >= 4:
        impacts = (np.arange(n) % 211) == 0
        x += impacts * rng.uniform(2, 4) * (opening - 3)
    return x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for opening in range(8):
        x = drive_record(opening, rng)
        if opening % 2:
            crest, kurt = crest_and_kurtosis(x, window=FLAT)   # transient-sensitive check
        else:
            crest, kurt = crest_and_kurtosis(x)
        print(f"opening {opening}: crest {float(crest):.2f}, kurtosis {float(kurt):.2f}")


if __name__ == "__main__":
    main()
