import jax
import jax.numpy as jnp

from schedule import AnnealSchedule

L = 8


def local_field(spins):
    return (jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0)
            + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1))


@jax.jit
def checkerboard_sweep(spins, beta, key):
    ii, jj = jnp.meshgrid(jnp.arange(L), jnp.arange(L), indexing="ij")
    for parity in (0, 1):
        key, sub = jax.random.split(key)
        mask = ((ii + jj) % 2) == parity
        dE = 2.0 * spins * local_field(spins)
        accept = jax.random.uniform(sub, spins.shape) < jnp.exp(-beta * dE)
        spins = jnp.where(mask & accept, -spins, spins)
    return spins, key


def main():
    key = jax.random.PRNGKey(1)
    spins = jnp.where(jax.random.uniform(key, (L, L)) < 0.5, -1.0, 1.0)
    for beta in AnnealSchedule(0.2, 0.9, 4):
        for _ in range(3):
            spins, key = checkerboard_sweep(spins, beta, key)
        print(f"beta={float(beta):.3f} m={float(jnp.abs(spins.mean())):.3f}")


if __name__ == "__main__":
    main()
