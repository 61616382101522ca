import jax
import jax.numpy as jnp
import optax
from data import make_stock_table, StockYearLoader

def bh_log_recruits(params, ssb):
    a = jnp.exp(params["log_a"]); b = jnp.exp(params["log_b"])
    return jnp.log(a * ssb / (b + ssb))

def loss_fn(params, ssb, rec):
    resid = jnp.log(rec) - bh_log_recruits(params, ssb)
    return jnp.mean(resid ** 2)

opt = optax.adam(0.05)

@jax.jit
def sr_train_step(params, opt_state, ssb, rec):
    loss, grads = jax.value_and_grad(loss_fn)(params, ssb, rec)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

ssb, rec = make_stock_table()
loader = StockYearLoader(ssb, rec, batch_size=16)
params = {"log_a": jnp.array(0.0, jnp.float32), "log_b": jnp.array(2.0, jnp.float32)}
opt_state = opt.init(params)
for epoch in range(5):
    for xb, yb in loader:
        params, opt_state, loss = sr_train_step(params, opt_state, xb, yb)
    print(epoch, float(loss))
print({k: float(jnp.exp(v)) for k, v in params.items()})
