import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

N_FEAT = 24      # spectral features per echolocation call
N_SPECIES = 5
BATCH = 32


def load_calls(seed=1):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(150, N_FEAT)).astype(np.float32)
    y = rng.integers(0, N_SPECIES, size=150).astype(np.int32)
    return x, y


def batches(x, y, batch_size):
    n = len(x)
    for start in range(0, n, batch_size):
        xb, yb = x[start:start + batch_size], y[start:start + batch_size]
        w = np.ones(len(xb), np.float32)
        short = batch_size - len(xb)
        if short:
            xb = np.concatenate([xb, np.zeros((short, N_FEAT), np.float32)])
            yb = np.concatenate([yb, np.zeros(short, np.int32)])
            w = np.concatenate([w, np.zeros(short, np.float32)])
        yield xb, yb, w


model = eqx.nn.MLP(N_FEAT, N_SPECIES, 32, 2, key=jax.random.PRNGKey(0))
opt = optax.adamw(3e-3)
opt_state = opt.init(eqx.filter(model, eqx.is_array))


@eqx.filter_jit
def fit_batch(model, opt_state, xb, yb, w):
    def loss_fn(m):
        logits = jax.vmap(m)(xb)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, yb)
        return jnp.sum(ce * w) / jnp.maximum(w.sum(), 1.0)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


x, y = load_calls()
for epoch in range(4):
    losses = []
    for xb, yb, w in batches(x, y, BATCH):
        model, opt_state, loss = fit_batch(model, opt_state, xb, yb, w)
        losses.append(float(loss))
    print(epoch, np.mean(losses))
