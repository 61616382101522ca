import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from data import SEQ, VOCAB, epoch_batches, make_pairs

N_TRAIN, BATCHES_PER_EPOCH = 50, 4


class Siamese(nn.Module):
    @nn.compact
    def __call__(self, a, b):
        enc = nn.Sequential([nn.Embed(VOCAB, 16), lambda x: x.mean(axis=1), nn.Dense(16)])
        u, v = enc(a), enc(b)
        return nn.Dense(2)(jnp.concatenate([jnp.abs(u - v), u * v], axis=-1))


def main():
    rng = np.random.default_rng(0)
    a, b, y = make_pairs(rng, N_TRAIN)
    model = Siamese()
    params = model.init(jax.random.PRNGKey(0), a[:1], b[:1])
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, a, b, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, a, b), y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for epoch in range(3):
        for idx in epoch_batches(rng, N_TRAIN, BATCHES_PER_EPOCH):
            params, opt_state, loss = train_step(params, opt_state, a[idx], b[idx], y[idx])
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
