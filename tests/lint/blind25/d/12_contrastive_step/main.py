import equinox as eqx
import jax
import jax.numpy as jnp
import optax
from model import CitationScorer

key = jax.random.PRNGKey(0)
k1, k2, k3 = jax.random.split(key, 3)
citing = jax.random.normal(k1, (64, 16))
cited = jax.random.normal(k2, (64, 16))
model = CitationScorer(16, k3, temperature=1.0)
opt = optax.adam(1e-2)
opt_state = opt.init(eqx.filter(model, eqx.is_array))

@eqx.filter_jit
def contrastive_step(model, opt_state):
    def loss_fn(m):
        logits = m(citing, cited)
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(64)).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss

for step in range(8):
    tau = 1.0 - 0.1 * (step // 2)
    model = eqx.tree_at(lambda m: m.temperature, model, tau)
    model, opt_state, loss = contrastive_step(model, opt_state)
    print(step, tau, float(loss))
