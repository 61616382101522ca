import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TinySeq2Seq
from schedules import teacher_forcing_ratio

SRC_V, TGT_V, BOS = 30, 30, 1


def make_pairs(n, length, rng):
    src = rng.integers(3, SRC_V, size=(n, length)).astype(np.int32)
    tgt = np.flip(src, axis=1).copy()
    tgt_in = np.concatenate([np.full((n, 1), BOS, np.int32), tgt[:, :-1]], axis=1)
    return src, tgt_in, tgt


def main():
    rng = np.random.default_rng(0)
    src, tgt_in, tgt = make_pairs(48, 6, rng)
    model = TinySeq2Seq(SRC_V, TGT_V)
    params = model.init(jax.random.PRNGKey(0), src[:2], tgt_in[:2])
    tx = optax.adamw(3e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, key, src, tgt_in, tgt, tf_ratio):
        def loss_fn(p):
            first = model.apply(p, src, tgt_in)
            sampled = jnp.argmax(first, axis=-1).astype(tgt_in.dtype)
            shifted = jnp.concatenate([tgt_in[:, :1], sampled[:, :-1]], axis=1)
            use_gold = jax.random.uniform(key, tgt_in.shape) < tf_ratio
            dec_in = jnp.where(use_gold, tgt_in, jax.lax.stop_gradient(shifted))
            logits = model.apply(p, src, dec_in)
            return optax.softmax_cross_entropy_with_integer_labels(logits, tgt).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    key = jax.random.PRNGKey(1)
    for epoch in range(6):
        ratio = teacher_forcing_ratio(epoch)
        for i in range(0, 48, 16):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(
                params, opt_state, sub, src[i:i + 16], tgt_in[i:i + 16], tgt[i:i + 16], ratio)
        print(f"epoch {epoch} tf={ratio} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
