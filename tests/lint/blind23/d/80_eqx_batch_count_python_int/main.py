import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from data import ForumPostLoader

opt = optax.sgd(0.1)


@eqx.filter_jit
def triage_step(model, opt_state, x, y, n):
    def loss_fn(m):
        logits = jax.vmap(m)(x)[:, 0]
        return optax.sigmoid_binary_cross_entropy(logits, y).sum() / n
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, u), opt_state, loss


model = eqx.nn.Linear(12, 1, key=jax.random.PRNGKey(0))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
loader = ForumPostLoader()
for epoch in range(3):
    for x, y, n in loader:
        model, opt_state, loss = triage_step(model, opt_state, x, y, n)
    print(epoch, float(loss))
