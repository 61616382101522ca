import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ScoreMLP
from schedule import ALPHA_BARS, T

optim = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x0, key, step):
    kt, kn = jax.random.split(key)
    t = jax.random.randint(kt, (x0.shape[0],), 0, T)
    noise = jax.random.normal(kn, x0.shape)
    ab = ALPHA_BARS[t][:, None]
    xt = jnp.sqrt(ab) * x0 + jnp.sqrt(1 - ab) * noise

    def loss_fn(m):
        pred = jax.vmap(m)(xt, t / T)
        return jnp.mean((pred - noise) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    opt_state.hyperparams["learning_rate"] = 3e-3 * jnp.minimum(1.0, (step + 1) / 5)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(64, 8)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    model = ScoreMLP(8, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        key, sub = jax.random.split(key)
        batch = data[(step % 4) * 16:(step % 4 + 1) * 16]
        model, opt_state, loss = train_step(model, opt_state, batch, sub, jnp.asarray(step))
        print(step, float(loss))


if __name__ == "__main__":
    main()
