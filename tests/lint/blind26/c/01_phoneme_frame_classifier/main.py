import numpy as np
import jax
import jax.numpy as jnp
import optax

N_MFCC = 13
N_PHONES = 40

rng = np.random.default_rng(0)
frames = rng.normal(size=(1000, N_MFCC)).astype(np.float32)
labels = rng.integers(0, N_PHONES, size=1000).astype(np.int32)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (N_MFCC, 64)) * 0.1,
        "b1": jnp.zeros(64),
        "w2": jax.random.normal(k2, (64, N_PHONES)) * 0.1,
        "b2": jnp.zeros(N_PHONES),
    }


def loss_fn(params, x, y):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    logits = h @ params["w2"] + params["b2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


params = init_params(jax.random.PRNGKey(0))
opt_state = opt.init(params)
batch_size = 128
for epoch in range(3):
    perm = rng.permutation(len(frames))
    for start in range(0, len(frames), batch_size):
        idx = perm[start:start + batch_size]
        params, opt_state, loss = train_step(params, opt_state, frames[idx], labels[idx])
    print(f"epoch {epoch} frame CE {float(loss):.3f}")
