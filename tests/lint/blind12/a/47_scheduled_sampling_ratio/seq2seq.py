import jax
import jax.numpy as jnp
import optax

VOCAB, DIM = 30, 16
optimizer = optax.adam(3e-3)
tf_schedule = optax.linear_schedule(init_value=1.0, end_value=0.5, transition_steps=12)


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.2,
            "rec": jax.random.normal(k2, (DIM, DIM)) * 0.2,
            "out": jax.random.normal(k3, (DIM, VOCAB)) * 0.2}


def decoder_loss(params, src_summary, targets, key, teacher_forcing):
    def step(carry, inp):
        h, prev_pred = carry
        gold_prev, k = inp
        use_gold = jax.random.uniform(k) < teacher_forcing
        prev = jnp.where(use_gold, gold_prev, prev_pred)
        h = jnp.tanh(params["emb"][prev] + h @ params["rec"])
        logits = h @ params["out"]
        return (h, jnp.argmax(logits, -1)), logits

    bos = jnp.zeros_like(targets[:, 0])
    gold_prev = jnp.concatenate([bos[:, None], targets[:, :-1]], axis=1).T
    keys = jax.random.split(key, targets.shape[1])
    _, logits = jax.lax.scan(step, (src_summary, bos), (gold_prev, keys))
    return optax.softmax_cross_entropy_with_integer_labels(logits.transpose(1, 0, 2), targets).mean()


@jax.jit
def train_step(params, opt_state, src_summary, targets, key, teacher_forcing):
    loss, grads = jax.value_and_grad(decoder_loss)(params, src_summary, targets, key, teacher_forcing)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
