import jax
import jax.numpy as jnp

from history import FrameHistory
from observables import kinetic_temperature

DT = 0.01
N_ATOMS = 6


def harmonic_forces(pos, k=1.0):
    return -k * (pos - pos.mean(0))


def main():
    key = jax.random.PRNGKey(0)
    pos = jax.random.normal(key, (N_ATOMS, 3))
    vel = 0.1 * jax.random.normal(jax.random.split(key)[1], (N_ATOMS, 3))
    masses = jnp.ones(N_ATOMS, jnp.float32)
    hist = FrameHistory(maxlen=4, initial=pos)
    for step in range(10):
        vel = vel + DT * harmonic_forces(pos)
        pos = pos + DT * vel
        hist.push(pos)
        t = kinetic_temperature(hist.window(), masses, DT)
        if step % 3 == 0:
            print(step, float(t))


if __name__ == "__main__":
    main()
