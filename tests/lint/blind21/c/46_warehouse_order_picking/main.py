import jax.numpy as jnp
import numpy as np

from picking import pick_path_length

BUCKETS = (8, 16, 32, 64)


def wave_orders(rng, n_waves):
    for _ in range(n_waves):
        n_lines = int(rng.integers(3, 40))
        yield rng.uniform(0, 30, (n_lines, 2)).astype(np.float32)


def pad_to_bucket(slots):
    size = next(b for b in BUCKETS if b >= len(slots))
    padded = np.zeros((size, 2), np.float32)
    padded[: len(slots)] = slots
    valid = np.arange(size) < len(slots)
    return padded, valid


def main():
    rng = np.random.default_rng(2)
    for wave, slots in enumerate(wave_orders(rng, 6)):
        padded, valid = pad_to_bucket(slots)
        length = pick_path_length(jnp.asarray(padded), jnp.asarray(valid))
        print(f"wave {wave}: {len(slots)} lines, path {float(length):.1f} m")


if __name__ == "__main__":
    main()
