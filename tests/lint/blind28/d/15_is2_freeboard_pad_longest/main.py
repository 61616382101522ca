import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from tracks import load_beams, batches


class LeadDetector(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Conv(16, (5,))(x))
        h = nn.gelu(nn.Conv(16, (5,))(h))
        return nn.Dense(1)(h)[..., 0]


net = LeadDetector()
tx = optax.adam(2e-3)


@jax.jit
def step(params, opt_state, x, y, m):
    def loss_fn(p):
        logits = net.apply(p, x)
        bce = optax.sigmoid_binary_cross_entropy(logits, y)
        return jnp.sum(bce * m) / jnp.sum(m)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


beams = load_beams()
params = net.init(jax.random.PRNGKey(1), jnp.zeros((1, 50, 3)))
opt_state = tx.init(params)
for epoch in range(2):
    for x, y, m in batches(beams):
        params, opt_state, loss = step(params, opt_state, x, y, m)
    print("epoch", epoch, "bce", float(loss))
