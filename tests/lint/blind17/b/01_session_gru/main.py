import jax
import jax.numpy as jnp
import optax

from data import session_batches

NUM_ITEMS = 200
DIM = 16


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "item_emb": jax.random.normal(k1, (NUM_ITEMS, DIM)) * 0.05,
        "proj": jax.random.normal(k2, (DIM, DIM)) * 0.1,
    }


def loss_fn(params, items, mask, targets):
    emb = params["item_emb"][items]
    m = mask[..., None].astype(emb.dtype)
    session_vec = (emb * m).sum(1) / jnp.maximum(m.sum(1), 1.0)
    query = session_vec @ params["proj"]
    logits = query @ params["item_emb"].T
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


opt = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, items, mask, targets):
    loss, grads = jax.value_and_grad(loss_fn)(params, items, mask, targets)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    for step, (items, mask, targets) in enumerate(session_batches(8, 32, NUM_ITEMS)):
        params, opt_state, loss = train_step(params, opt_state, items, mask, targets)
        print(step, items.shape, float(loss))


if __name__ == "__main__":
    main()
