import jax
import jax.numpy as jnp
import optax

from evaluation import evaluate_ter
from model import N_MELS, VOCAB, init_params, logits_fn

B, T, L = 4, 24, 5


def synthetic_batch(key):
    k1, k2 = jax.random.split(key)
    feats = jax.random.normal(k1, (B, T, N_MELS))
    labels = jax.random.randint(k2, (B, L), 1, VOCAB)
    return feats, labels


tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, feats, labels):
    def loss_fn(p):
        logits = logits_fn(p, feats)
        return optax.ctc_loss(logits, jnp.zeros(feats.shape[:2]), labels,
                              jnp.zeros(labels.shape)).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    eval_set = []
    for k in jax.random.split(jax.random.PRNGKey(9), 2):
        feats, labels = synthetic_batch(k)
        eval_set.append((feats, labels.tolist()))
    key = jax.random.PRNGKey(1)
    for step in range(1, 10):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, *synthetic_batch(sub))
        if step % 3 == 0:
            print(step, float(loss), "TER", round(evaluate_ter(params, eval_set), 3))


if __name__ == "__main__":
    main()
