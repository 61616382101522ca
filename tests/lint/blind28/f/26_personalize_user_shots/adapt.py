import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.1)


@jax.jit
def adapt_head(head, base_feats, y):
    opt_state = tx.init(head)

    def body(carry, _):
        h, s = carry
        loss, g = jax.value_and_grad(
            lambda h: optax.softmax_cross_entropy_with_integer_labels(base_feats @ h["w"] + h["b"], y).mean()
        )(h)
        upd, s = tx.update(g, s)
        return (optax.apply_updates(h, upd), s), loss

    (head, _), losses = jax.lax.scan(body, (head, opt_state), None, length=20)
    return head, losses[-1]
