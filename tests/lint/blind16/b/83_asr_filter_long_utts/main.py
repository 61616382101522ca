import jax
import jax.numpy as jnp
import optax

from pipeline import MAX_FRAMES, N_MELS, make_loader

tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, feats, lens, labels):
    def loss_fn(p):
        mask = (jnp.arange(MAX_FRAMES)[None, :] < lens[:, None])[..., None]
        pooled = (jnp.tanh(feats @ p["w1"]) * mask).sum(1) / lens[:, None]
        return optax.softmax_cross_entropy_with_integer_labels(pooled @ p["w2"], labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (N_MELS, 32)) * 0.1,
              "w2": jax.random.normal(k2, (32, 6)) * 0.1}
    opt_state = tx.init(params)
    for feats, lens, labels in make_loader(40):
        params, opt_state, loss = train_step(params, opt_state, feats, lens, labels)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
