from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import TesseraMLP

CFG = {"dropout": 0.2, "lr": 0.05}


@partial(jax.jit, static_argnums=(0,))
def tessera_step(model, params, x, y, key):
    def loss_fn(p):
        logits = model.apply(p, x, True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - CFG["lr"] * b, params, g), loss


rng = np.random.default_rng(0)
x = rng.normal(size=(96, 9)).astype(np.float32)
y = rng.integers(0, 6, size=96)
params = TesseraMLP().init(jax.random.PRNGKey(0), x[:1], False)
key = jax.random.PRNGKey(1)
for epoch in range(4):
    model = TesseraMLP(rate=CFG["dropout"])
    key, sub = jax.random.split(key)
    params, loss = tessera_step(model, params, x, y, sub)
    print(epoch, float(loss))
