import jax
import jax.numpy as jnp
import numpy as np

from utils import peak_scale

SR, CHUNK = 8000, 1024


@jax.jit
def soft_clip_chunk(x, scale):
    y = x * scale
    return jnp.tanh(1.5 * y) / jnp.tanh(1.5)


def recording(rng):
    for i in range(6):
        if i in (2, 3):
            yield np.zeros(CHUNK, np.float32)
        else:
            yield (rng.uniform(0.1, 0.9) * rng.standard_normal(CHUNK)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    out = []
    for chunk in recording(rng):
        out.append(np.asarray(soft_clip_chunk(chunk, peak_scale(chunk))))
    y = np.concatenate(out)
    print("peak", float(np.abs(y).max()), "len", len(y))


if __name__ == "__main__":
    main()
