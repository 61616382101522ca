import jax
import optax

from losses import frame_loss

N_MELS, N_PHONES = 20, 10
tx = optax.sgd(0.05)
SMOOTHING = 0.0


def batch(key):
    k1, k2 = jax.random.split(key)
    return jax.random.normal(k1, (8, 30, N_MELS)), jax.random.randint(k2, (8, 30), 0, N_PHONES)


@jax.jit
def train_step(params, opt_state, feats, phones):
    grads = jax.grad(frame_loss)(params, feats, phones, SMOOTHING)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (N_MELS, 32)) * 0.1,
              "w2": jax.random.normal(k2, (32, N_PHONES)) * 0.1}
    opt_state = tx.init(params)
    dev_feats, dev_phones = batch(jax.random.PRNGKey(99))
    for step in range(6):
        key, sub = jax.random.split(key)
        feats, phones = batch(sub)
        params, opt_state = train_step(params, opt_state, feats, phones)
        if step % 2 == 1:
            train_loss = frame_loss(params, feats, phones, SMOOTHING)
            dev_loss = frame_loss(params, dev_feats, dev_phones)
            print(step, float(train_loss), float(dev_loss))


if __name__ == "__main__":
    main()
