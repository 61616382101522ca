import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import RecallAtK

tx = optax.adam(5e-3)


@jax.jit
def contrast_step(params, opt_state, a, b):
    def loss_fn(p):
        logits = jnp.tanh(a @ p["proj"]) @ jnp.tanh(b @ p["proj"]).T
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(a.shape[0])).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(13)
    src = rng.normal(size=(40, 24)).astype(np.float32)
    reused = (src + 0.4 * rng.normal(size=src.shape)).astype(np.float32)
    params = {"proj": jnp.asarray(rng.normal(size=(24, 16)).astype(np.float32) * 0.1)}
    opt_state = tx.init(params)
    on_epoch_end = [RecallAtK(jnp.asarray(src[:20]), jnp.asarray(reused[:20]))]
    for epoch in range(5):
        params, opt_state, loss = contrast_step(params, opt_state, src, reused)
        for cb in on_epoch_end:
            cb(epoch, params)
    print("recall@5 by epoch", [round(r, 3) for r in on_epoch_end[0].history])


if __name__ == "__main__":
    main()
