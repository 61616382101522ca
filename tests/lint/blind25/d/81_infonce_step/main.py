import equinox as eqx
import jax
import jax.numpy as jnp
import optax
from model import ClauseRetriever

k = jax.random.split(jax.random.PRNGKey(0), 4)
q = jax.random.normal(k[0], (32, 16))
d = q + 0.5 * jax.random.normal(k[1], (32, 16))
model = ClauseRetriever(16, k[2])
opt = optax.adam(3e-3)
state = opt.init(eqx.filter(model, eqx.is_array))

@eqx.filter_jit
def infonce_step(model, state, q, d):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(q, d), jnp.arange(q.shape[0])).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, state = opt.update(g, state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), state, loss

for step in range(10):
    model, state, loss = infonce_step(model, state, q, d)
print(float(loss))
