import jax
import jax.numpy as jnp
import numpy as np

from model import TinySeq2Seq

BOS, EOS = 1, 2
MAX_DECODE = 10


def main():
    model = TinySeq2Seq(src_vocab=50, tgt_vocab=40)
    src = jnp.asarray(np.random.default_rng(0).integers(3, 50, size=(2, 7)), dtype=jnp.int32)
    params = model.init(jax.random.PRNGKey(0), src, jnp.zeros((2, 1), jnp.int32))

    @jax.jit
    def encode(params, src):
        return model.apply(params, src, method=TinySeq2Seq.encode)

    @jax.jit
    def next_token(params, memory, prefix):
        logits = model.apply(params, memory, prefix, method=TinySeq2Seq.decode)
        return jnp.argmax(logits[:, -1], axis=-1)

    memory = encode(params, src)
    prefix = jnp.full((src.shape[0], 1), BOS, dtype=jnp.int32)
    for _ in range(MAX_DECODE):
        tok = next_token(params, memory, prefix)
        prefix = jnp.concatenate([prefix, tok[:, None].astype(jnp.int32)], axis=1)
    print("translation ids:", np.asarray(prefix[:, 1:]))


if __name__ == "__main__":
    main()
