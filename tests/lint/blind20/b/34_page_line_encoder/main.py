import jax
import jax.numpy as jnp
import numpy as np

from encoder import encode_page

TOKENS_PER_LINE, EMB = 12, 16


def page_lines(rng):
    n_lines = int(rng.integers(3, 9))
    return [jnp.asarray(rng.standard_normal((TOKENS_PER_LINE, EMB)), jnp.float32)
            for _ in range(n_lines)]


def main():
    rng = np.random.default_rng(4)
    proj = jax.random.normal(jax.random.PRNGKey(0), (EMB, EMB))
    for page_idx in range(6):
        lines = page_lines(rng)
        vec = encode_page(lines, proj)
        print(page_idx, len(lines), float(vec.sum()))


if __name__ == "__main__":
    main()
