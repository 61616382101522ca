import jax
import jax.numpy as jnp
import optax

from schedule import ReduceOnPlateau


def forward(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
x = jax.random.normal(k1, (128, 6))
y = jnp.sin(x[:, :1]) + 0.5 * jax.random.normal(k3, (128, 1))
params = {"w1": 0.1 * jax.random.normal(k2, (6, 16)), "w2": jnp.zeros((16, 1))}
tx = optax.inject_hyperparams(optax.adam)(learning_rate=0.3)
opt_state = tx.init(params)
plateau = ReduceOnPlateau(0.3)

for epoch in range(10):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    opt_state = plateau(opt_state, float(loss))
    print(epoch, float(loss), float(opt_state.hyperparams["learning_rate"]))
