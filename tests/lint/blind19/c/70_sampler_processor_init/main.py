import jax
import jax.numpy as jnp
import numpy as np

from generate import StoryCompleter

VOCAB = 40


def main():
    rng = np.random.default_rng(0)
    completer = StoryCompleter(jnp.asarray(rng.normal(size=(VOCAB, VOCAB)).astype(np.float32)))
    key = jax.random.PRNGKey(0)
    prefixes = jnp.asarray(rng.integers(1, VOCAB, size=3), dtype=jnp.int32)
    for request in range(4):
        key, sub = jax.random.split(key)
        print(request, np.asarray(completer.complete(sub, prefixes))[0])


if __name__ == "__main__":
    main()
