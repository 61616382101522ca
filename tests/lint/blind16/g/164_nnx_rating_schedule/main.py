import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class RatingModel(nnx.Module):
    def __init__(self, n_users, n_items, dim, rngs: nnx.Rngs):
        self.user = nnx.Embed(n_users, dim, rngs=rngs)
        self.item = nnx.Embed(n_items, dim, rngs=rngs)

    def __call__(self, u, i):
        return 3.5 + jnp.sum(self.user(u) * self.item(i), axis=-1)


@nnx.jit
def train_step(model, optimizer, u, i, r):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(u, i) - r) ** 2))(model)
    optimizer.update(model, grads)
    return loss


N_USERS, N_ITEMS, B = 80, 150, 128
STAGES = [(3, 1e-2), (3, 3e-3), (2, 1e-3)]
rng = np.random.default_rng(126)
model = RatingModel(N_USERS, N_ITEMS, 8, rngs=nnx.Rngs(0))
boundaries = np.cumsum([e for e, _ in STAGES])[:-1]
schedule = optax.piecewise_constant_schedule(
    STAGES[0][1], {int(b): STAGES[k + 1][1] / STAGES[k][1] for k, b in enumerate(boundaries)})
optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)

for stage, (epochs, lr) in enumerate(STAGES):
    for epoch in range(epochs):
        u = rng.integers(0, N_USERS, B).astype(np.int32)
        i = rng.integers(0, N_ITEMS, B).astype(np.int32)
        r = np.clip(np.round(3.5 + 0.02 * (u % 7) - 0.03 * (i % 5) + rng.normal(0, 0.5, B)), 1, 5).astype(np.float32)
        loss = train_step(model, optimizer, u, i, r)
    print(f"stage {stage} lr={lr}: loss={float(loss):.4f}")
