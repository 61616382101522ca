import numpy as np
import jax.numpy as jnp

from data import load_light_curves, to_fixed_length
from periodogram import lomb_scargle


def main():
    freqs = jnp.linspace(0.05, 4.0, 2000, dtype=jnp.float32)
    for name, t, y, p_true in load_light_curves():
        tt, yy, w = to_fixed_length(t, y)
        power = lomb_scargle(tt, yy, w, freqs)
        best = 1.0 / float(freqs[int(np.argmax(power))])
        print(f"{name}: N={len(t)} P_true={p_true:.3f} P_best={best:.3f}")


if __name__ == "__main__":
    main()
