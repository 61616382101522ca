import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from negatives import NegativeSampler

N, F = 24, 8


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x, s, r):
        h = nn.Dense(16)(x)
        h = h + jax.ops.segment_sum(h[s], r, num_segments=N) / 3.0
        return nn.Dense(16)(nn.relu(h))


enc = Encoder()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, s, r, pos, neg, neg_valid):
    def loss_fn(p):
        z = enc.apply(p, x, s, r)
        ps = jnp.sum(z[pos[:, 0]] * z[pos[:, 1]], -1)
        ns = jnp.sum(z[neg[:, 0]] * z[neg[:, 1]], -1)
        neg_loss = optax.sigmoid_binary_cross_entropy(ns, 0.0) * neg_valid
        return optax.sigmoid_binary_cross_entropy(ps, 1.0).mean() + \
            neg_loss.sum() / jnp.maximum(neg_valid.sum(), 1.0)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    edges = rng.integers(0, N, (160, 2)).astype(np.int32)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    s, r = jnp.asarray(edges[:, 0]), jnp.asarray(edges[:, 1])
    sampler = NegativeSampler(edges, N, seed=1)
    params = enc.init(jax.random.PRNGKey(0), x, s, r)
    opt_state = tx.init(params)
    for i in range(6):
        pos = edges[(i * 32) % 160:(i * 32) % 160 + 32]
        neg, neg_valid = sampler(pos)
        params, opt_state, loss = train_step(params, opt_state, x, s, r, pos, neg, neg_valid)
    print(float(loss))


if __name__ == "__main__":
    main()
