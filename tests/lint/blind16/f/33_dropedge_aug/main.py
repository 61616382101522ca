import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import DropEdge


class SAGE(eqx.Module):
    self_lin: eqx.nn.Linear
    nbr_lin: eqx.nn.Linear
    out: eqx.nn.Linear

    def __init__(self, d, h, c, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.self_lin = eqx.nn.Linear(d, h, key=k1)
        self.nbr_lin = eqx.nn.Linear(d, h, key=k2)
        self.out = eqx.nn.Linear(h, c, key=k3)

    def __call__(self, x, senders, receivers):
        n = x.shape[0]
        agg = jax.ops.segment_sum(x[senders], receivers, num_segments=n)
        deg = jax.ops.segment_sum(jnp.ones(senders.shape[0]), receivers, num_segments=n)
        mean_nbr = agg / jnp.maximum(deg, 1.0)[:, None]
        h = jax.nn.relu(jax.vmap(self.self_lin)(x) + jax.vmap(self.nbr_lin)(mean_nbr))
        return jax.vmap(self.out)(h)


optim = optax.adam(5e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, senders, receivers, y, mask):
    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(m(x, senders, receivers), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    n, e = 150, 600
    y = rng.integers(0, 3, size=n).astype(np.int32)
    x = (rng.normal(size=(n, 8)) + np.eye(3, 8)[y]).astype(np.float32)
    senders = rng.integers(0, n, size=e).astype(np.int32)
    receivers = rng.integers(0, n, size=e).astype(np.int32)
    mask = (rng.random(n) < 0.5).astype(np.float32)
    model = SAGE(8, 16, 3, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    drop_edge = DropEdge(p=0.2)
    for epoch in range(8):
        s, r = drop_edge(senders, receivers)
        model, opt_state, loss = train_step(model, opt_state, x, s, r, y, mask)
    print(float(loss))


if __name__ == "__main__":
    main()
