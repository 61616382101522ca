import equinox as eqx
import jax
import jax.numpy as jnp
import optax
from model import PrecedentMatcher

k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
a = jax.random.normal(k1, (48, 12))
b = a + 0.3 * jax.random.normal(k2, (48, 12))
model = PrecedentMatcher(12, k3)

@eqx.filter_jit
def match_step(model, lr):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(a, b), jnp.arange(48)).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss

for step in range(8):
    lr = jnp.asarray(0.1 * 0.9 ** step)
    model = eqx.tree_at(lambda m: m.log_tau, model, jnp.asarray(-0.1 * (step // 2)))
    model, loss = match_step(model, lr)
    print(step, float(loss))
