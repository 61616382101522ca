import jax.numpy as jnp
import numpy as np

from beam import beam_search

VOCAB, DIM = 12, 8


def main():
    rng = np.random.default_rng(1)
    params = {"emb": jnp.asarray(rng.normal(size=(VOCAB, DIM)), jnp.float32),
              "out": jnp.asarray(rng.normal(size=(DIM, VOCAB)) * 2, jnp.float32)}
    params["out"] = params["out"].at[:, 0].add(2.5)
    print(beam_search(params, bos=1, beam_size=3, max_len=6, eos=0))


if __name__ == "__main__":
    main()
