import jax
import jax.numpy as jnp
import numpy as np
import optax

from accumulate import GradAccumulator
from model import TinySeq2Seq

V, BOS, MICRO = 30, 1, 4


def main():
    rng = np.random.default_rng(0)
    src = rng.integers(3, V, size=(64, 6)).astype(np.int32)
    tgt = np.flip(src, axis=1).copy()
    tgt_in = np.concatenate([np.full((64, 1), BOS, np.int32), tgt[:, :-1]], axis=1)
    model = TinySeq2Seq(V, V)
    params = model.init(jax.random.PRNGKey(0), src[:1], tgt_in[:1])
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)

    @jax.jit
    def compute_grads(params, src, tgt_in, tgt):
        def loss_fn(p):
            logits = model.apply(p, src, tgt_in)
            return optax.softmax_cross_entropy_with_integer_labels(logits, tgt).mean()
        return jax.value_and_grad(loss_fn)(params)

    accum = GradAccumulator(every=MICRO)
    for i in range(0, 64, 8):
        loss, grads = compute_grads(params, src[i:i + 8], tgt_in[i:i + 8], tgt[i:i + 8])
        if accum.push(grads):
            updates, opt_state = tx.update(accum.pop(), opt_state, params)
            params = optax.apply_updates(params, updates)
            print(f"update after micro-batch {i // 8} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
