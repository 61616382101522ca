import numpy as np
import jax
import jax.numpy as jnp

from data import synth_corpus, batches

N_FEATS, HIDDEN = 20, 32


def init_encoder(key):
    k1, k2 = jax.random.split(key)
    return {"w_in": 0.1 * jax.random.normal(k1, (N_FEATS, HIDDEN)),
            "w_rec": 0.1 * jax.random.normal(k2, (HIDDEN, HIDDEN))}


def encode(params, feats, mask):
    def cell(h, inputs):
        x, m = inputs
        h_new = jnp.tanh(x @ params["w_in"] + h @ params["w_rec"])
        h = m[:, None] * h_new + (1 - m[:, None]) * h
        return h, h

    h0 = jnp.zeros((feats.shape[0], HIDDEN))
    _, hs = jax.lax.scan(cell, h0, (feats.swapaxes(0, 1), mask.swapaxes(0, 1)))
    return hs.swapaxes(0, 1)


@jax.jit
def train_step(params, feats, mask):
    def loss_fn(p):
        hs = encode(p, feats, mask)
        # predict next frame's energy as a stand-in objective
        pred = hs[:, :-1].sum(-1)
        target = feats[:, 1:].mean(-1)
        return (((pred - target) ** 2) * mask[:, 1:]).sum() / mask[:, 1:].sum()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, g), loss


def main():
    rng = np.random.default_rng(10)
    utts = synth_corpus(rng)
    params = init_encoder(jax.random.PRNGKey(10))
    for epoch in range(1):
        for step, (feats, mask) in enumerate(batches(utts, batch_size=4)):
            params, loss = train_step(params, jnp.asarray(feats), jnp.asarray(mask))
            print(f"step {step} T={feats.shape[1]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
