import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
from data import loan_batches

@eqx.filter_jit
def default_risk_step(model, x, y):
    def loss_fn(m):
        logit = jax.vmap(m)(x)[:, 0]
        return jnp.mean(jnp.logaddexp(0.0, logit) - y * logit)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.1 * g, grads)), loss

model = eqx.nn.MLP(5, 1, 16, 1, key=jax.random.PRNGKey(0))
rng = np.random.default_rng(0)
for epoch in range(2):
    for x, y in loan_batches(rng, 6):
        model, loss = default_risk_step(model, x, y)
    print(epoch, float(loss))
