import jax
import jax.numpy as jnp
import optax

from data import N_MELS, loader


def init(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (N_MELS, 24)) * 0.2,
            "cls": jax.random.normal(k2, (24, 3)) * 0.2}


def pool(h, mask):
    if mask is None:
        return h.mean(axis=1)
    m = mask[..., None].astype(h.dtype)
    return (h * m).sum(axis=1) / m.sum(axis=1)


tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, feats, mask, labels):
    def loss_fn(p):
        h = jax.nn.gelu(feats @ p["enc"])
        logits = pool(h, mask) @ p["cls"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for feats, mask, labels in loader(8):
        params, opt_state, loss = train_step(params, opt_state, feats, mask, labels)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
