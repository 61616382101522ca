import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import Encoder

DIM = 12
optim = optax.adam(1e-3)


@eqx.filter_jit
def embed(model, x, key):
    keys = jax.random.split(key, x.shape[0])
    return jax.vmap(model)(x, keys)


@eqx.filter_jit
def train_step(model, opt_state, q, d, key):
    def loss_fn(m):
        kq, kd = jax.random.split(key)
        qe = jax.vmap(m)(q, jax.random.split(kq, q.shape[0]))
        de = jax.vmap(m)(d, jax.random.split(kd, d.shape[0]))
        logits = qe @ de.T / 0.1
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    model = Encoder(DIM, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    corpus = rng.normal(size=(16, DIM)).astype(np.float32)
    for epoch in range(3):
        for _ in range(2):
            key, sub = jax.random.split(key)
            q = rng.normal(size=(8, DIM)).astype(np.float32)
            d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
            model, opt_state, loss = train_step(model, opt_state, q, d, sub)
        key, sub = jax.random.split(key)
        train_view = embed(model, corpus, sub)
        eval_view = embed(eqx.nn.inference_mode(model), corpus, sub)
        print(epoch, float(jnp.mean(jnp.sum(train_view * eval_view, axis=-1))))


if __name__ == "__main__":
    main()
