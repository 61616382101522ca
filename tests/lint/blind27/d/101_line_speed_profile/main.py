import jax
import jax.numpy as jnp
import numpy as np

from lines import LINES, segment_profiles


@jax.jit
def line_runtime(seg_len_km, *segments):
    total = 0.0
    for s in segments:
        total = total + jnp.sum(seg_len_km / s.shape[0] / s) * 60.0
    return total


def main():
    rng = np.random.default_rng(0)
    for name, limits in LINES.items():
        segs = segment_profiles(limits, rng)
        print(name, f"{float(line_runtime(12.0, *segs)):.1f} min")


if __name__ == "__main__":
    main()
