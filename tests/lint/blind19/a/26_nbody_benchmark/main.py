import time

import jax
import jax.numpy as jnp

SOFTENING = 0.05


@jax.jit
def accelerations(pos, mass):
    diff = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(diff ** 2, axis=-1) + SOFTENING ** 2
    return jnp.sum(diff * (mass[None, :, None] * r2[:, :, None] ** -1.5), axis=1)


def benchmark(n, key, repeats=5):
    pos = jax.random.normal(key, (n, 3))
    mass = jnp.full((n,), 1.0 / n)
    accelerations(pos, mass).block_until_ready()
    t0 = time.perf_counter()
    for _ in range(repeats):
        acc = accelerations(pos, mass)
    acc.block_until_ready()
    return (time.perf_counter() - t0) / repeats


def main():
    key = jax.random.PRNGKey(0)
    for n in (64, 128, 256):
        key, sub = jax.random.split(key)
        dt = benchmark(n, sub)
        print(f"n={n:4d} {dt * 1e6:8.1f} us/call")


if __name__ == "__main__":
    main()
