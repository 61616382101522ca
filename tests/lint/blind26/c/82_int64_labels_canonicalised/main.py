import jax
import jax.numpy as jnp
import optax
from corpora import interleaved, N_FEAT, N_CLASSES

# phonation type classification (modal, breathy, creaky, falsetto, whisper) from voice-quality measures
tx = optax.adam(5e-3)


@jax.jit
def phonation_step(w, opt_state, x, y):
    def lf(w):
        return optax.softmax_cross_entropy_with_integer_labels(x @ w, y).mean()
    loss, g = jax.value_and_grad(lf)(w)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, loss


w = jnp.zeros((N_FEAT, N_CLASSES))
opt_state = tx.init(w)
for epoch in range(3):
    for x, y in interleaved(epoch):
        w, opt_state, loss = phonation_step(w, opt_state, x, y)
    print(epoch, float(loss))
