import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from data import survey_batches


class EngagementNet(nn.Module):
    @nn.compact
    def __call__(self, answers, mgr, has_mgr):
        x = jnp.concatenate([answers, (mgr * has_mgr)[:, None], has_mgr[:, None]], axis=-1)
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(2)(x)


model = EngagementNet()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10)), jnp.zeros(1), jnp.zeros(1))
tx = optax.adamw(3e-3)
opt_state = tx.init(params)


@jax.jit
def survey_train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply(p, batch.answers, batch.manager_score, batch.has_manager)
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch.label).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for batch in survey_batches(640, 64, seed=epoch):
        params, opt_state, loss = survey_train_step(params, opt_state, batch)
    print(epoch, float(loss))
