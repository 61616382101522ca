import jax.numpy as jnp
import numpy as np

from ocd import zero_order_spectrum
from targets import TARGETS, target_pitch


def main():
    wl = jnp.linspace(0.25, 0.8, 111)
    library_cds = jnp.linspace(0.08, 0.12, 21)
    rng = np.random.default_rng(0)
    for t in TARGETS:
        pitch = target_pitch(t)
        measured = zero_order_spectrum(jnp.float32(0.1 + rng.normal(0, 0.003)), jnp.float32(0.12), wl, pitch_um=pitch)
        errs = [float(jnp.mean((zero_order_spectrum(cd, jnp.float32(0.12), wl, pitch_um=pitch) - measured) ** 2)) for cd in library_cds]
        print(f"{t['name']}: pitch {pitch} um, best CD {float(library_cds[int(np.argmin(errs))]) * 1000:.1f} nm")


if __name__ == "__main__":
    main()
