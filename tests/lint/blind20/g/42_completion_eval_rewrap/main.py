import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import CompletionEvaluator

N_IN, N_OUT = 32, 48


class Completion(eqx.Module):
    encoder: eqx.nn.MLP
    decoder: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.MLP(3, 64, width_size=64, depth=2, key=k1)
        self.decoder = eqx.nn.Linear(64, N_OUT * 3, key=k2)

    def __call__(self, partial_cloud):
        code = jnp.max(jax.vmap(self.encoder)(partial_cloud), 0)
        return self.decoder(code).reshape(N_OUT, 3)


@eqx.filter_jit
def train_step(model, opt_state, partial_cloud, gt):
    def loss_fn(m):
        pred = m(partial_cloud)
        d = jnp.sum((pred[:, None] - gt[None]) ** 2, -1)
        return jnp.mean(jnp.min(d, 1)) + jnp.mean(jnp.min(d, 0))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def predict(model, partial_cloud):
    return model(partial_cloud)


rng = np.random.default_rng(0)


def make_pair():
    gt = rng.normal(size=(N_OUT, 3)).astype(np.float32)
    return gt[:N_IN] + 0.01 * rng.normal(size=(N_IN, 3)).astype(np.float32), gt


train_pairs = [make_pair() for _ in range(4)]
evaluator = CompletionEvaluator([make_pair() for _ in range(2)])
model = Completion(jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(3):
    for partial_cloud, gt in train_pairs:
        model, opt_state, loss = train_step(model, opt_state, partial_cloud, gt)
    evaluator(epoch, lambda x: predict(model, x))
