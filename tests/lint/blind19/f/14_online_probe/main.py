import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import OnlineHead, bump

tx = optax.adam(1e-2)


@eqx.filter_jit
def online_update(model, opt_state, feats, targets):
    def loss_fn(m):
        pred = jax.vmap(m)(feats)
        return jnp.mean((pred - targets) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    return bump(model), opt_state, loss


def frame_batches(n, dim=12, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((dim, 2)).astype(np.float32)
    for _ in range(n):
        x = rng.standard_normal((8, dim)).astype(np.float32)
        yield x, x @ w


def main():
    model = OnlineHead(12, 2, jax.random.PRNGKey(0))
    opt_state = tx.init(eqx.filter(model, eqx.is_inexact_array))
    for feats, targets in frame_batches(6):
        model, opt_state, loss = online_update(model, opt_state, feats, targets)
    print("updates", int(model.num_updates), "loss", float(loss))


if __name__ == "__main__":
    main()
