import jax.numpy as jnp
import numpy as np

from picking import pick_path_length


def wave_orders(rng, n_waves):
    for _ in range(n_waves):
        n_lines = int(rng.integers(3, 40))
        yield rng.uniform(0, 30, (n_lines, 2)).astype(np.float32)


def main():
    rng = np.random.default_rng(2)
    for wave, slots in enumerate(wave_orders(rng, 6)):
        valid = np.ones(len(slots), bool)
        length = pick_path_length(jnp.asarray(slots), jnp.asarray(valid))
        print(f"wave {wave}: {len(slots)} lines, path {float(length):.1f} m")


if __name__ == "__main__":
    main()
