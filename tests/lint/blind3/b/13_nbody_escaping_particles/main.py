import numpy as np
import jax.numpy as jnp

from physics import leapfrog

BOX = 2.0


def plummer_sphere(rng, n):
    r = 1.0 / np.sqrt(rng.uniform(0.05, 1.0, n) ** (-2.0 / 3.0) - 1.0)
    direction = rng.normal(size=(n, 3))
    direction /= np.linalg.norm(direction, axis=1, keepdims=True)
    vel = rng.normal(scale=1.2, size=(n, 3))
    return r[:, None] * direction, vel


def main():
    rng = np.random.default_rng(4)
    pos, vel = plummer_sphere(rng, 96)
    mass = np.full(len(pos), 1.0 / len(pos))
    pos, vel, mass = map(lambda a: jnp.asarray(a, dtype=jnp.float32), (pos, vel, mass))
    for epoch in range(6):
        pos, vel = leapfrog(pos, vel, mass, 0.01)
        # drop bodies that left the simulation box
        pos, vel, mass = np.asarray(pos), np.asarray(vel), np.asarray(mass)
        inside = np.all(np.abs(pos) < BOX, axis=1)
        pos, vel, mass = pos[inside], vel[inside], mass[inside]
        print(f"epoch {epoch}: {int(inside.sum())} bodies remain")


if __name__ == "__main__":
    main()
