import jax
import jax.numpy as jnp
import optax

import snapshot

N_MELS, N_LANG = 24, 4
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, feats, lang):
    def loss_fn(p):
        h = jax.nn.relu(feats @ p["w1"]).mean(axis=1)
        return optax.softmax_cross_entropy_with_integer_labels(h @ p["w2"], lang).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (N_MELS, 32)) * 0.1,
              "w2": jax.random.normal(k2, (32, N_LANG)) * 0.1}
    opt_state = tx.init(params)
    for step in range(1, 9):
        key, kf, kl = jax.random.split(key, 3)
        feats = jax.random.normal(kf, (8, 40, N_MELS))
        lang = jax.random.randint(kl, (8,), 0, N_LANG)
        params, opt_state, loss = train_step(params, opt_state, feats, lang)
        if step % 4 == 0:
            blob = snapshot.save(params)
            params = snapshot.restore(blob)  # what a resumed job would see
            print(step, float(loss))


if __name__ == "__main__":
    main()
