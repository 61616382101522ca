import jax
import jax.numpy as jnp
import numpy as np

from encoder import encode_page

TOKENS_PER_LINE, EMB = 12, 16
MAX_LINES = 16


def page_lines(rng):
    n_lines = int(rng.integers(3, 9))
    lines = np.zeros((MAX_LINES, TOKENS_PER_LINE, EMB), np.float32)
    lines[:n_lines] = rng.standard_normal((n_lines, TOKENS_PER_LINE, EMB))
    mask = (np.arange(MAX_LINES) < n_lines).astype(np.float32)
    return jnp.asarray(lines), jnp.asarray(mask), n_lines


def main():
    rng = np.random.default_rng(4)
    proj = jax.random.normal(jax.random.PRNGKey(0), (EMB, EMB))
    for page_idx in range(6):
        lines, mask, n_lines = page_lines(rng)
        vec = encode_page(lines, mask, proj)
        print(page_idx, n_lines, float(vec.sum()))


if __name__ == "__main__":
    main()
