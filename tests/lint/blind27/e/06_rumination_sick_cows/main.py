import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from loader import rumination_batches
from model import RuminationScorer

model = RuminationScorer(jax.random.PRNGKey(0))
opt = optax.sgd(0.05)
opt_state = opt.init(eqx.filter(model, eqx.is_array))


@eqx.filter_jit
def rumination_step(model, opt_state, x, m, y):
    def loss(mdl):
        logits = jax.vmap(mdl)(x, m)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, updates), opt_state, l


for epoch in range(3):
    for x, m, y in rumination_batches(seed=epoch):
        model, opt_state, l = rumination_step(model, opt_state, jnp.asarray(x), jnp.asarray(m), jnp.asarray(y))
    print(epoch, float(l))
