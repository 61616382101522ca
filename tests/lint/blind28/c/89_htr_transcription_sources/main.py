import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import load_transcriptions

tx = optax.adam(1e-3)


@jax.jit
def seq_step(params, opt_state, imgs, labels):
    def loss_fn(p):
        cols = jnp.einsum("bhw,hd->bwd", imgs, p["enc"])[:, ::2]
        logits = jnp.tanh(cols) @ p["out"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(89)
    k1, k2 = jax.random.split(jax.random.PRNGKey(89))
    params = {"enc": jax.random.normal(k1, (12, 24)) * 0.1, "out": jax.random.normal(k2, (24, 27)) * 0.1}
    opt_state = tx.init(params)
    for step, source in enumerate(["csv", "xml", "csv", "xml", "csv", "xml"]):
        imgs, labels = load_transcriptions(rng, source)
        params, opt_state, loss = seq_step(params, opt_state, imgs, labels)
        print(step, source, labels.dtype, round(float(loss), 4))


if __name__ == "__main__":
    main()
