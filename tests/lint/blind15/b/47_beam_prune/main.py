import jax

from beam import beam_search

VOCAB, DIM, EOS = 12, 8, 1

if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(4))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)),
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 2.0}
    params["bias"] = jax.numpy.zeros(VOCAB).at[EOS].set(3.0)
    for seq, score in beam_search(params, bos=2, eos=EOS)[:3]:
        print(seq, round(score, 3))
