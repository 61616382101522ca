import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def approach_energy(*, groundspeed, altitude, distance):
    # excess energy height (ft) relative to a 3-degree path
    path_alt = distance * 318.0
    return altitude - path_alt + (groundspeed ** 2 - 140.0 ** 2) / (2 * 32.17) / 1.688 ** -2


def from_radar(rng):
    return dict(groundspeed=jnp.float32(rng.uniform(140, 200)), altitude=jnp.float32(rng.uniform(2000, 5000)),
                distance=jnp.float32(rng.uniform(6, 15)))


def from_fms(rng):
    return dict(distance=jnp.float32(rng.uniform(6, 15)), altitude=jnp.float32(rng.uniform(2000, 5000)),
                groundspeed=jnp.float32(rng.uniform(140, 200)))


rng = np.random.default_rng(76)
for k in range(6):
    state = from_radar(rng) if k % 2 == 0 else from_fms(rng)
    print(k, f"{float(approach_energy(**state)):.0f} ft")
