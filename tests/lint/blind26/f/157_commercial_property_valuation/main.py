import jax
import jax.numpy as jnp
import optax
from model import CRENet

model = CRENet()
tx = optax.adam(3e-3)

@jax.jit
def cre_train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        pred, upd = model.apply({"params": p, "batch_stats": batch_stats}, x, train=True, mutable=["batch_stats"])
        return jnp.mean((pred - y) ** 2), upd["batch_stats"]
    (loss, batch_stats), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), batch_stats, opt_state, loss

@jax.jit
def cre_predict(params, batch_stats, x):
    return model.apply({"params": params, "batch_stats": batch_stats}, x, train=False)

x = jax.random.normal(jax.random.PRNGKey(0), (320, 6))
y = 2.0 * x[:, 0] - x[:, 3] + 0.3 * x[:, 1] ** 2
variables = model.init(jax.random.PRNGKey(1), x[:64], train=False)
params, batch_stats = variables["params"], variables["batch_stats"]
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, 256, 64):
        params, batch_stats, opt_state, loss = cre_train_step(params, batch_stats, opt_state, x[i:i + 64], y[i:i + 64])
    pred = cre_predict(params, batch_stats, x[256:])
    print(epoch, float(loss), float(jnp.mean((pred - y[256:]) ** 2)))
