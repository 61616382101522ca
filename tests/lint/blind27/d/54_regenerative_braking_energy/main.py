import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalise(speed, grade):
    return (speed - 60.0) / 30.0, grade / 2.0


@jax.jit
def regen_energy(speed, grade, mass_t):
    decel = jnp.clip(-jnp.diff(speed, prepend=speed[:1]), 0.0, None)
    return jnp.sum(0.6 * mass_t * decel * jnp.abs(speed) * (1 + 0.1 * grade))


def trips(rng, n):
    for _ in range(n):
        speed = np.clip(np.cumsum(rng.normal(0, 4, 120)) + 60, 0, 140).astype(np.float32)
        grade = rng.normal(0, 0.8, 120).astype(np.float32)
        yield speed, grade


def main():
    rng = np.random.default_rng(0)
    for i, (speed, grade) in enumerate(trips(rng, 6)):
        if i == 0:
            e = regen_energy(speed, grade, 420.0)
        else:
            s_n, g_n = normalise(speed, grade)
            e = regen_energy(s_n * 30.0 + 60.0, g_n * 2.0, 420.0)
        print(i, f"{float(e) / 1e3:.1f}")


if __name__ == "__main__":
    main()
