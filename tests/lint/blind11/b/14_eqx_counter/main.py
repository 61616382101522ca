import equinox as eqx
import jax
import jax.numpy as jnp


class ReactionDiffusion(eqx.Module):
    D: jax.Array
    k: float
    n_calls: int = 0

    def __call__(self, u, dt):
        lap = jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)
        return u + dt * (self.D * lap + self.k * u * (1 - u))


@eqx.filter_jit
def advance(model, u):
    return model(u, 0.1)


model = ReactionDiffusion(D=jnp.float32(0.2), k=0.5)
u = jnp.zeros(64).at[30:34].set(1.0)
for i in range(5):
    u = advance(model, u)
    model = eqx.tree_at(lambda m: m.n_calls, model, model.n_calls + 1)
print(float(u.sum()))
