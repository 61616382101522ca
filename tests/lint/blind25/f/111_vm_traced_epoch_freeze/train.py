import jax
import jax.numpy as jnp
import optax

FREEZE_EPOCHS = 2
tx = optax.adam(3e-3)


def forward(p, x):
    h = jnp.tanh(x @ p["backbone"]["W"] + p["backbone"]["b"])
    return h @ p["head"]["W"] + p["head"]["b"]


@jax.jit
def finetune_step(p, opt_state, x, y, epoch):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(p)
    frozen = epoch < FREEZE_EPOCHS
    g = {"backbone": jax.tree.map(lambda a: jnp.where(frozen, 0.0, a), g["backbone"]), "head": g["head"]}
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(p, upd), opt_state, loss
