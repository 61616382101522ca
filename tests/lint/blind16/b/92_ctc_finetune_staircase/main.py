import jax
import jax.numpy as jnp
import optax

from optim import make_optimizer

N_MELS, VOCAB, T, L, B = 16, 8, 24, 5, 4
PEAK_LR, DECAY, STEPS_PER_EPOCH = 3e-3, 0.7, 3
tx = make_optimizer(PEAK_LR, DECAY, STEPS_PER_EPOCH)


@jax.jit
def train_step(params, opt_state, feats, labels):
    def loss_fn(p):
        logits = jnp.tanh(feats @ p["enc"]) @ p["out"]
        return optax.ctc_loss(logits, jnp.zeros((B, T)), labels, jnp.zeros((B, L))).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"enc": jax.random.normal(k1, (N_MELS, 32)) * 0.1,
              "out": jax.random.normal(k2, (32, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    for epoch in range(3):
        for _ in range(STEPS_PER_EPOCH):
            key, kf, kl = jax.random.split(key, 3)
            feats = jax.random.normal(kf, (B, T, N_MELS))
            labels = jax.random.randint(kl, (B, L), 1, VOCAB)
            params, opt_state, loss = train_step(params, opt_state, feats, labels)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
