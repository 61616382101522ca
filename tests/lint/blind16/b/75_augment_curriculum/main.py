from functools import partial

import jax
import jax.numpy as jnp
import optax

from schedule import Curriculum

N_MELS, N_CLASSES = 16, 5
tx = optax.adam(1e-3)


def logits_fn(params, feats, key, augment):
    if augment:
        feats = feats + 0.1 * jax.random.normal(key, feats.shape)
    return jnp.tanh(feats.mean(axis=1) @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnames=("augment",))
def train_step(params, opt_state, feats, labels, key, augment):
    def loss_fn(p):
        logits = logits_fn(p, feats, key, augment)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (N_MELS, 32)) * 0.1,
              "w2": jax.random.normal(k2, (32, N_CLASSES)) * 0.1}
    opt_state = tx.init(params)
    for step, augment in Curriculum(total_steps=8):
        key, kf, kl, kn = jax.random.split(key, 4)
        feats = jax.random.normal(kf, (8, 30, N_MELS))
        labels = jax.random.randint(kl, (8,), 0, N_CLASSES)
        params, opt_state, loss = train_step(params, opt_state, feats, labels, kn, augment=augment)
    print("main phase", float(loss))
    # short cool-down on clean features
    for step in range(3):
        key, kf, kl, kn = jax.random.split(key, 4)
        feats = jax.random.normal(kf, (8, 30, N_MELS))
        labels = jax.random.randint(kl, (8,), 0, N_CLASSES)
        params, opt_state, loss = train_step(params, opt_state, feats, labels, kn, augment=False)
    print("cool-down", float(loss))


if __name__ == "__main__":
    main()
