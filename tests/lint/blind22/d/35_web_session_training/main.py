import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from collate import pad_batch

VOCAB = 300  # HTTP method/path/status tokens


class SessionEncoder(nn.Module):
    @nn.compact
    def __call__(self, toks, mask):
        h = nn.Embed(VOCAB, 32)(toks)
        h = nn.relu(nn.Dense(32)(h))
        pooled = (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
        return nn.Dense(1)(pooled)[:, 0]


model = SessionEncoder()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, toks, mask, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, toks, mask), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def sessions(rng, n):
    return [rng.integers(1, VOCAB, size=int(rng.integers(5, 60))) for _ in range(n)]


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4), jnp.int32), jnp.ones((1, 4)))
    opt_state = tx.init(params)
    for step in range(6):
        toks, mask = pad_batch(sessions(rng, 16))
        y = (rng.random(16) < 0.3).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, toks, mask, y)
    print(float(loss))


if __name__ == "__main__":
    main()
