import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import CosineTemperature

N_NODES, N_FEAT, N_EDGES = 50, 16, 120


class GCNEncoder(eqx.Module):
    w1: jax.Array
    w2: jax.Array

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.w1 = jax.random.normal(k1, (N_FEAT, 32)) * 0.1
        self.w2 = jax.random.normal(k2, (32, 32)) * 0.1

    def __call__(self, x, a_norm):
        h = jax.nn.relu(a_norm @ x @ self.w1)
        return a_norm @ h @ self.w2


def normalized_adjacency(senders, receivers, n):
    a = np.zeros((n, n), np.float32)
    a[senders, receivers] = 1.0
    a[receivers, senders] = 1.0
    a += np.eye(n, dtype=np.float32)
    d = 1.0 / np.sqrt(a.sum(1))
    return a * d[:, None] * d[None, :]


@eqx.filter_jit
def train_step(model, opt_state, x, a_norm, pos, neg, temperature):
    def loss_fn(m):
        z = m(x, a_norm)
        z = z / jnp.linalg.norm(z, axis=-1, keepdims=True)
        pos_s = jnp.sum(z[pos[0]] * z[pos[1]], -1) / temperature
        neg_s = jnp.sum(z[neg[0]] * z[neg[1]], -1) / temperature
        return -jnp.mean(jax.nn.log_sigmoid(pos_s)) - jnp.mean(jax.nn.log_sigmoid(-neg_s))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


optim = optax.adam(5e-3)


def main():
    rng = np.random.default_rng(0)
    senders = rng.integers(0, N_NODES, N_EDGES)
    receivers = rng.integers(0, N_NODES, N_EDGES)
    a_norm = jnp.asarray(normalized_adjacency(senders, receivers, N_NODES))
    x = jnp.asarray(rng.normal(size=(N_NODES, N_FEAT)).astype(np.float32))
    pos = jnp.asarray(np.stack([senders, receivers]).astype(np.int32))

    model = GCNEncoder(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    temp = CosineTemperature(total_steps=5)
    for step in range(6):
        neg = jnp.asarray(rng.integers(0, N_NODES, (2, N_EDGES)).astype(np.int32))
        model, opt_state, loss = train_step(model, opt_state, x, a_norm, pos, neg, temp(step))
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
