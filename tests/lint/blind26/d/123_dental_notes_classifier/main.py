import jax
import jax.numpy as jnp
import numpy as np
import optax

from reports import VOCAB, pad_batch, tokenised_notes

opt = optax.adam(1e-2)


@jax.jit
def perio_note_step(p, opt_state, tokens, label):
    def loss(p):
        mask = (tokens > 0)[..., None]
        pooled = (p["emb"][tokens] * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return optax.sigmoid_binary_cross_entropy(pooled @ p["w"], label).mean()

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    notes = tokenised_notes(48, rng)
    labels = rng.integers(0, 2, size=48).astype(np.float32)
    p = {"emb": jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 16)) * 0.1, "w": jnp.zeros(16)}
    opt_state = opt.init(p)
    for epoch in range(2):
        for i in range(0, 48, 4):
            p, opt_state, l = perio_note_step(p, opt_state, pad_batch(notes[i:i + 4]), labels[i:i + 4])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
