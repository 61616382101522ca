import jax
import jax.numpy as jnp
import numpy as np
import optax

from params import init_params

N, F = 64, 12
tx = optax.adam(1e-2)


def encode(p, x, a):
    return a @ jax.nn.relu(a @ x @ p["enc1"]) @ p["enc2"]


def nt_xent(z1, z2, log_tau):
    z1 = z1 / jnp.linalg.norm(z1, axis=-1, keepdims=True)
    z2 = z2 / jnp.linalg.norm(z2, axis=-1, keepdims=True)
    sim = z1 @ z2.T / jnp.exp(log_tau)
    return -jnp.mean(jnp.diag(jax.nn.log_softmax(sim, axis=-1)))


def augment(key, x, a):
    k1, k2 = jax.random.split(key)
    x = x * jax.random.bernoulli(k1, 0.8, (1, x.shape[1]))
    a = a * jax.random.bernoulli(k2, 0.8, a.shape)
    return x, a


@jax.jit
def train_step(params, opt_state, x, a, key):
    k1, k2 = jax.random.split(key)

    def loss_fn(p):
        z1 = encode(p, *augment(k1, x, a)) @ p["proj"]
        z2 = encode(p, *augment(k2, x, a)) @ p["proj"]
        return nt_xent(z1, z2, p["log_tau"])
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    adj = (rng.random((N, N)) < 0.08).astype(np.float32)
    adj = np.maximum(adj, adj.T) + np.eye(N, dtype=np.float32)
    adj /= adj.sum(1, keepdims=True)
    x, a = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32)), jnp.asarray(adj)
    params = init_params(jax.random.PRNGKey(0), F, 16)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for step in range(5):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, x, a, sub)
    print(float(loss), float(params["log_tau"]))


if __name__ == "__main__":
    main()
