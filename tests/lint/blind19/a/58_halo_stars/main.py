import jax.numpy as jnp

from galaxy import GalaxyModel


def main():
    galaxy = GalaxyModel(n_stars=200)
    for snapshot in range(3):
        galaxy.evolve(n_steps=3, dt=0.01)
        radius = jnp.median(jnp.linalg.norm(galaxy.pos, axis=1))
        print(f"snapshot {snapshot} median r={float(radius):.4f}")


if __name__ == "__main__":
    main()
