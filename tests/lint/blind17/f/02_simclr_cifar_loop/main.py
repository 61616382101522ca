import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import two_view_batches


def init_params(key, in_dim=8 * 8 * 3, hid=32, out=16):
    k1, k2 = jax.random.split(key)
    return {
        "enc": jax.random.normal(k1, (in_dim, hid)) * 0.05,
        "proj": jax.random.normal(k2, (hid, out)) * 0.05,
    }


def embed(params, x):
    h = jax.nn.relu(x.reshape(x.shape[0], -1) @ params["enc"])
    z = h @ params["proj"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def nt_xent(params, v1, v2, temperature=0.5):
    z = jnp.concatenate([embed(params, v1), embed(params, v2)], axis=0)
    n = v1.shape[0]
    sim = z @ z.T / temperature
    sim = sim - 1e9 * jnp.eye(2 * n)
    targets = jnp.concatenate([jnp.arange(n, 2 * n), jnp.arange(0, n)])
    return optax.softmax_cross_entropy_with_integer_labels(sim, targets).mean()


opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, v1, v2):
    loss, grads = jax.value_and_grad(nt_xent)(params, v1, v2)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    images = np.random.default_rng(1).random((100, 8, 8, 3)).astype(np.float32)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    for epoch in range(2):
        for v1, v2 in two_view_batches(images, batch_size=32, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, v1, v2)
        print("epoch", epoch, "loss", float(loss))


if __name__ == "__main__":
    main()
