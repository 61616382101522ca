import numpy as np
import jax
import jax.numpy as jnp
import optax

from net import profanity

tx = optax.adam(3e-3)


@jax.jit
def profanity_logits(params, rng, feats, rate):
    return profanity.apply(params, rng, feats, rate)


@jax.jit
def profanity_step(params, opt_state, rng, feats, labels):
    def loss_fn(p):
        logits = profanity.apply(p, rng, feats, 0.2)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    feats = rng.standard_normal((64, 16)).astype(np.float32)
    labels = (feats[:, 0] > 0.3).astype(np.int32)
    key = jax.random.PRNGKey(0)
    params = profanity.init(key, feats[:1], 0.2)
    opt_state = tx.init(params)
    eval_key = jax.random.PRNGKey(123)
    for step in range(5):
        key, sub = jax.random.split(key)
        params, opt_state, loss = profanity_step(params, opt_state, sub, feats, labels)
        logits = profanity_logits(params, eval_key, feats, 0.0)
        print(step, round(float(loss), 4), float((np.asarray(logits).argmax(-1) == labels).mean()))


if __name__ == "__main__":
    main()
