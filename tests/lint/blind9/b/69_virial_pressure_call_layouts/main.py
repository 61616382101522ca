import jax
import jax.numpy as jnp
import numpy as np

from observables import virial_pressure
from report import summary


def lattice_fluid(n_side, density, key):
    box = jnp.float32((n_side ** 2 / density) ** 0.5)
    g = (jnp.arange(n_side, dtype=jnp.float32) + 0.5) * box / n_side
    pos = jnp.stack(jnp.meshgrid(g, g), -1).reshape(-1, 2)
    pos = pos + 0.05 * jax.random.normal(key, pos.shape)
    return pos, box


def main():
    key = jax.random.PRNGKey(0)
    pos, box = lattice_fluid(6, 0.7, key)
    history = []
    for frame in range(5):
        key, sub = jax.random.split(key)
        vel = jax.random.normal(sub, pos.shape)
        pos = jnp.mod(pos + 0.01 * vel, box)
        history.append(float(virial_pressure(pos, vel, box)))
    print("pressure trace:", np.round(history, 3))
    print(summary(pos, vel, box))


if __name__ == "__main__":
    main()
