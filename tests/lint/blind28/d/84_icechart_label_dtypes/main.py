import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from charts import training_pairs


class StageOfDevelopment(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(12, (3, 3))(x / 10.0))
        return nn.Conv(3, (1, 1))(x)


net = StageOfDevelopment()
tx = optax.adam(1e-3)


@jax.jit
def chart_step(params, opt_state, sar, labels):
    def loss_fn(p):
        logits = net.apply(p, sar)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 24, 24, 2)))
opt_state = tx.init(params)
for epoch in range(2):
    for sar, labels in training_pairs():
        params, opt_state, loss = chart_step(params, opt_state, sar, labels)
    print("epoch", epoch, "ce", float(loss))
