import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DualEncoder, anneal

DIM = 8
optim = optax.adamw(3e-3)


def loss_fn(model, queries, docs):
    logits = model.logits(queries, docs)
    labels = jnp.arange(queries.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@eqx.filter_jit
def train_step(model, opt_state, queries, docs):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, queries, docs)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = DualEncoder(DIM, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        q = rng.normal(size=(6, DIM)).astype(np.float32)
        d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
        model, opt_state, loss = train_step(model, opt_state, q, d)
        model = anneal(model, 0.95)
        print(step, round(float(loss), 4))


if __name__ == "__main__":
    main()
