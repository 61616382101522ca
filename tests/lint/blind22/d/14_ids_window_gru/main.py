import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import set_learning_rate

WINDOW, N_EVENTS = 12, 10


class WindowGRU(eqx.Module):
    cell: eqx.nn.GRUCell
    out: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(N_EVENTS, 16, key=k1)
        self.out = eqx.nn.Linear(16, 1, key=k2)

    def __call__(self, seq):
        def step(h, x):
            return self.cell(x, h), None
        h, _ = jax.lax.scan(step, jnp.zeros(16), seq)
        return self.out(h)[0]


optim = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@eqx.filter_jit
def train_step(model, opt_state, windows, labels):
    def loss_fn(m):
        logits = jax.vmap(m)(windows)
        return optax.sigmoid_binary_cross_entropy(logits, labels).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = WindowGRU(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        opt_state = set_learning_rate(opt_state, epoch)
        for _ in range(2):
            w = rng.poisson(1.0, size=(8, WINDOW, N_EVENTS)).astype(np.float32)
            y = (w[:, :, 3].sum(axis=1) > 12).astype(np.float32)
            model, opt_state, loss = train_step(model, opt_state, w, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
