from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

# lithography hotspot detection from layout clips (rasterized 16x16)


class HotspotNet(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(1)(x)[:, 0]


net = HotspotNet()
tx = optax.adam(2e-3)


@partial(jax.jit, static_argnames=("train",))
def forward_loss(params, clips, labels, rng, train):
    logits = net.apply(params, clips, train=train, rngs={"dropout": rng})
    loss = optax.sigmoid_binary_cross_entropy(logits, labels).mean()
    acc = jnp.mean((logits > 0) == (labels > 0.5))
    return loss, acc


@jax.jit
def apply_grads(params, opt_state, clips, labels, rng):
    (loss, acc), g = jax.value_and_grad(forward_loss, has_aux=True)(params, clips, labels, rng, True)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def make_clips(n, seed):
    rng = np.random.default_rng(seed)
    clips = (rng.random((n, 16, 16, 1)) < 0.4).astype(np.float32)
    gaps = np.abs(np.diff(clips[..., 0], axis=2)).sum(axis=(1, 2))
    labels = (gaps > np.median(gaps)).astype(np.float32)
    return clips, labels


def main():
    xtr, ytr = make_clips(192, 0)
    xte, yte = make_clips(64, 1)
    key = jax.random.PRNGKey(0)
    params = net.init({"params": key, "dropout": key}, xtr[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 192, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = apply_grads(params, opt_state, xtr[i:i + 64], ytr[i:i + 64], sub)
        tr_loss, tr_acc = forward_loss(params, xtr[:64], ytr[:64], key, train=True)
        te_loss, te_acc = forward_loss(params, xte, yte, key, train=False)
        print(f"epoch {epoch}: train {float(tr_loss):.3f}/{float(tr_acc):.2f} test {float(te_loss):.3f}/{float(te_acc):.2f}")


if __name__ == "__main__":
    main()
