import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import GCN

N, F, C = 90, 10, 3
optim = optax.adamw(1e-2, weight_decay=5e-4)


@eqx.filter_jit
def train_step(model, opt_state, x, a_hat, y, mask, seed):
    key = jax.random.PRNGKey(seed)

    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(m(x, a_hat, key=key), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    a = (rng.random((N, N)) < 0.05).astype(np.float32)
    a = np.maximum(a, a.T) + np.eye(N, dtype=np.float32)
    d = 1 / np.sqrt(a.sum(1))
    a_hat = jnp.asarray(a * d[:, None] * d[None])
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    mask = jnp.asarray((rng.random(N) < 0.3).astype(np.float32))
    model = GCN(F, 16, C, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        model, opt_state, loss = train_step(model, opt_state, x, a_hat, y, mask, step)
    print(float(loss))


if __name__ == "__main__":
    main()
