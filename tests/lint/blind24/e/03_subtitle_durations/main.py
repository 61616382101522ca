import jax
import jax.numpy as jnp
import optax

from data import VOCAB, iterate, synth_cues

EMB = 16
tx = optax.adamw(3e-3)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (VOCAB, EMB)) * 0.1,
            "out": jax.random.normal(k2, (EMB,)) * 0.1,
            "bias": jnp.array(0.2)}


@jax.jit
def duration_step(params, opt_state, tokens, durations):
    mask = (tokens > 0).astype(jnp.float32)

    def loss_fn(p):
        pred = jax.nn.softplus(p["emb"][tokens] @ p["out"] + p["bias"])
        return jnp.sum(mask * (pred - durations) ** 2) / mask.sum()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    cues = synth_cues(96)
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(2):
        for tokens, durations in iterate(cues, 8):
            params, opt_state, loss = duration_step(params, opt_state, tokens, durations)
        print("epoch", epoch, "loss", float(loss))


if __name__ == "__main__":
    main()
