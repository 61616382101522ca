import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import jitter_packets

SEQ = 20
optim = optax.adam(1e-3)


class TrafficCNN(eqx.Module):
    conv: eqx.nn.Conv1d
    out: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv1d(2, 8, 3, key=k1)
        self.out = eqx.nn.Linear(8, 1, key=k2)

    def __call__(self, sizes, iat):
        h = jax.nn.relu(self.conv(jnp.stack([jnp.log1p(sizes), iat])))
        return self.out(h.mean(axis=1))[0]


@eqx.filter_jit
def train_step(model, opt_state, sizes, iat, y, seed):
    sizes, iat = jitter_packets(jax.random.PRNGKey(seed), sizes, iat)

    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(sizes, iat), y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = TrafficCNN(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(5):
        sizes = rng.integers(40, 1500, size=(16, SEQ)).astype(np.float32)
        iat = rng.exponential(0.1, size=(16, SEQ)).astype(np.float32)
        y = (sizes.mean(1) > 770).astype(np.float32)
        model, opt_state, loss = train_step(model, opt_state, sizes, iat, y, seed=step)
    print(float(loss))


if __name__ == "__main__":
    main()
