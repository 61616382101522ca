import jax
import jax.numpy as jnp
import numpy as np
import optax

from restarts import restart_moments

N, F, C = 70, 9, 3
tx = optax.adam(5e-3)
CYCLE = 3


def gcn(params, a_hat, x):
    return a_hat @ jax.nn.relu(a_hat @ x @ params["w1"]) @ params["w2"]


@jax.jit
def train_step(params, opt_state, a_hat, x, y, mask):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(gcn(p, a_hat, x), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    a = (rng.random((N, N)) < 0.05).astype(np.float32)
    a = np.maximum(a, a.T) + np.eye(N, dtype=np.float32)
    d = 1 / np.sqrt(a.sum(1))
    a_hat = jnp.asarray(a * d[:, None] * d[None])
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    mask = jnp.asarray((rng.random(N) < 0.3).astype(np.float32))
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (F, 16)) * 0.2, "w2": jax.random.normal(k2, (16, C)) * 0.2}
    opt_state = tx.init(params)
    for step in range(12):
        if step > 0 and step % CYCLE == 0:
            opt_state = restart_moments(opt_state)
        params, opt_state, loss = train_step(params, opt_state, a_hat, x, y, mask)
    print(float(loss))


if __name__ == "__main__":
    main()
