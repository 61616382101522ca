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
    def next_token(params, memory, buffer, pos):
        logits = model.apply(params, memory, buffer, method=TinySeq2Seq.decode)
        step_logits = jax.lax.dynamic_index_in_dim(logits, pos, axis=1, keepdims=False)
        tok = jnp.argmax(step_logits, axis=-1).astype(buffer.dtype)
        return jax.lax.dynamic_update_index_in_dim(buffer, tok, pos + 1, axis=1)

    memory = encode(params, src)
    buffer = jnp.zeros((src.shape[0], MAX_DECODE + 1), dtype=jnp.int32).at[:, 0].set(BOS)
    for t in range(MAX_DECODE):
        buffer = next_token(params, memory, buffer, jnp.int32(t))
    print("translation ids:", np.asarray(buffer[:, 1:]))


if __name__ == "__main__":
    main()
