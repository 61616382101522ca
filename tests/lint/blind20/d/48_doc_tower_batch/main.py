import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DocTower

N_DOCS = 50
DIM = 8
optim = optax.adam(1e-2)


@eqx.filter_jit
def step(model, opt_state, queries, doc_ids):
    def loss_fn(m):
        d = jax.vmap(m)(doc_ids)
        logits = queries @ d.T
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(doc_ids.shape[0])).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = DocTower(N_DOCS, DIM, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for it in range(4):
        doc_ids = np.asarray(rng.choice(N_DOCS, size=6, replace=False), dtype=np.int32)
        queries = rng.normal(size=(6, DIM)).astype(np.float32)
        model, opt_state, loss = step(model, opt_state, queries, doc_ids)
        print(it, float(loss))


if __name__ == "__main__":
    main()
