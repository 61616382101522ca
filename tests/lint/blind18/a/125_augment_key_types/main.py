import jax
import jax.numpy as jnp
import numpy as np

from seeding import replay_key, worker_key


@jax.jit
def random_flip_rotate(tile, key):
    k1, k2 = jax.random.split(key)
    tile = jnp.where(jax.random.bernoulli(k1), tile[:, ::-1, :], tile)
    return jnp.where(jax.random.bernoulli(k2), jnp.swapaxes(tile, 0, 1), tile)


def main():
    rng = np.random.default_rng(0)
    tile = jnp.asarray(rng.uniform(size=(32, 32, 4)).astype(np.float32))
    for worker in range(3):
        out = random_flip_rotate(tile, worker_key(worker))
        print(f"worker {worker}: corner {float(out[0, 0, 0]):.3f}")
    for seed in (7, 8):
        out = random_flip_rotate(tile, replay_key(seed))
        print(f"replay {seed}: corner {float(out[0, 0, 0]):.3f}")


if __name__ == "__main__":
    main()
