import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import GraphSAGE, set_dropout

N, F, C = 80, 10, 4
optim = optax.adam(5e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, s, r, y, key):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x, s, r, key), y).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    s = jnp.asarray(rng.integers(0, N, 300).astype(np.int32))
    r = jnp.asarray(rng.integers(0, N, 300).astype(np.int32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    key = jax.random.PRNGKey(0)
    model = GraphSAGE(F, 32, C, 0.6, key)
    model = set_dropout(model, 0.4)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for _ in range(2):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, x, s, r, y, sub)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
