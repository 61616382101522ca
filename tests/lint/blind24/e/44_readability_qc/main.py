import numpy as np
import jax
import jax.numpy as jnp

from parsers import PARSERS


@jax.jit
def readability(starts, durations, chars):
    cps = chars / jnp.maximum(durations, 1e-3)
    gaps = starts[1:] - (starts[:-1] + durations[:-1])
    too_fast = jnp.sum(cps > 17.0)
    overlaps = jnp.sum(gaps < 0.083)
    return too_fast, overlaps, jnp.max(cps)


def main():
    rng = np.random.default_rng(0)
    deliveries = ["srt", "vtt", "srt", "vtt", "srt"]
    for i, fmt in enumerate(deliveries):
        starts, durations, chars = PARSERS[fmt](rng)
        if i == 4:
            starts, durations, chars = map(jnp.asarray, (starts, durations, chars))
        fast, overlaps, peak = readability(starts, durations, chars)
        print(fmt, int(fast), int(overlaps), round(float(peak), 1))


if __name__ == "__main__":
    main()
