import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from config import Config
from data import load_logs, to_windows, iterate


class KTModel(nn.Module):
    n_skills: int
    hidden: int

    @nn.compact
    def __call__(self, x):
        h = nn.Embed(2 * self.n_skills, self.hidden)(x)
        h = nn.RNN(nn.LSTMCell(self.hidden))(h)
        return nn.Dense(self.n_skills)(h)


cfg = Config()
model = KTModel(cfg.n_skills, cfg.hidden)
tx = optax.adamw(cfg.lr)


@jax.jit
def update(params, opt_state, x, q, y, m):
    def loss_fn(p):
        logits = model.apply(p, x)
        lq = jnp.take_along_axis(logits, q[..., None], -1)[..., 0]
        return (optax.sigmoid_binary_cross_entropy(lq, y) * m).sum() / m.sum()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    logs = load_logs(60, cfg.n_skills)
    arrays = to_windows(logs, cfg.window, cfg.n_skills)
    params = model.init(jax.random.PRNGKey(0), arrays[0][:1])
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(cfg.epochs):
        losses = []
        for batch in iterate(arrays, cfg.batch_size, rng):
            params, opt_state, loss = update(params, opt_state, *batch)
            losses.append(float(loss))
        print(epoch, np.mean(losses))


if __name__ == "__main__":
    main()
